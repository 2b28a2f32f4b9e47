// No zod here: the web's signed-in first screen reads plans through these without downloading the schemas.
import { FREE_PLAN_MAX_ARTWORKS, type PlanFeature, UNLIMITED } from './constants.js';
import type { Plan } from './plans.js';

const FREE_FEATURES: PlanFeature[] = ['gallery', 'basic_artwork_management'];
const BASIC_FEATURES: PlanFeature[] = [...FREE_FEATURES, 'supplies'];
const PRO_FEATURES: PlanFeature[] = [
  ...BASIC_FEATURES,
  'analytics',
  'inspiration',
  'dealers',
  'advanced_features',
];

/** The seeded plans; also the web's fallback when the plans call fails. */
export const DEFAULT_PLANS: Plan[] = [
  {
    id: 1,
    name: 'free',
    price_monthly: 0,
    max_artworks: FREE_PLAN_MAX_ARTWORKS,
    features: FREE_FEATURES,
    created_at: '2024-01-01T00:00:00.000Z',
  },
  {
    id: 2,
    name: 'basic',
    price_monthly: 10,
    max_artworks: UNLIMITED,
    features: BASIC_FEATURES,
    created_at: '2024-01-01T00:00:00.000Z',
  },
  {
    id: 3,
    name: 'pro',
    price_monthly: 20,
    max_artworks: UNLIMITED,
    features: PRO_FEATURES,
    created_at: '2024-01-01T00:00:00.000Z',
  },
];

export const FREE_PLAN = DEFAULT_PLANS[0]!;

export function planHasFeature(plan: Pick<Plan, 'features'> | undefined, feature: PlanFeature): boolean {
  return Boolean(plan?.features.includes(feature));
}

/** The client and server share one reading of the artwork cap; UNLIMITED (-1) has none. */
export function isArtworkLimitReached(count: number, maxArtworks: number): boolean {
  if (maxArtworks < 0) return false;
  return count >= maxArtworks;
}
