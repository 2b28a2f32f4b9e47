import type { Plan, PlanFeature } from '@artledger/domain';
import { capitalize } from './text';

export const FEATURE_LABELS: Record<PlanFeature, string> = {
  gallery: 'Artwork gallery',
  basic_artwork_management: 'Inventory management',
  supplies: 'Art supplies tracking',
  analytics: 'Reports & analytics',
  inspiration: 'Inspiration & image generation',
  dealers: 'Advanced dealer tools',
  advanced_features: 'Advanced features',
};

export function featureLabel(feature: string): string {
  return FEATURE_LABELS[feature as PlanFeature] ?? capitalize(feature.replaceAll('_', ' '));
}

export function planDisplayName(plan: Pick<Plan, 'name'>): string {
  return capitalize(plan.name);
}

/**
 * "5 artworks", "1 artwork" or "Unlimited". Any negative cap (the domain's UNLIMITED is -1) is no cap, as
 * the domain's `isArtworkLimitReached` reads it.
 */
export function artworkLimitLabel(maxArtworks: number): string {
  if (maxArtworks < 0) return 'Unlimited';
  return `${maxArtworks} ${maxArtworks === 1 ? 'artwork' : 'artworks'}`;
}

export function priceLabel(plan: Pick<Plan, 'price_monthly'>): string {
  const price = Number(plan.price_monthly) || 0;
  return `$${Number.isInteger(price) ? price : price.toFixed(2)}/month`;
}
