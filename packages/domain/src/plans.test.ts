import { describe, expect, it } from 'vitest';
import { DEFAULT_PLANS, FREE_PLAN, isArtworkLimitReached, planHasFeature } from './plan-rules.js';

describe('plans', () => {
  it('match the spec fallback table', () => {
    expect(DEFAULT_PLANS.map((p) => [p.id, p.name, p.price_monthly, p.max_artworks])).toEqual([
      [1, 'free', 0, 5],
      [2, 'basic', 10, -1],
      [3, 'pro', 20, -1],
    ]);
    expect(FREE_PLAN.features).toEqual(['gallery', 'basic_artwork_management']);
    expect(planHasFeature(DEFAULT_PLANS[1], 'supplies')).toBe(true);
    expect(planHasFeature(DEFAULT_PLANS[1], 'analytics')).toBe(false);
    expect(DEFAULT_PLANS[2]!.features).toEqual(
      expect.arrayContaining([
        ...DEFAULT_PLANS[1]!.features,
        'analytics',
        'inspiration',
        'dealers',
        'advanced_features',
      ]),
    );
  });

  it('reads the artwork cap, -1 being unlimited', () => {
    expect(isArtworkLimitReached(4, 5)).toBe(false);
    expect(isArtworkLimitReached(5, 5)).toBe(true);
    expect(isArtworkLimitReached(50_000, -1)).toBe(false);
  });
});
