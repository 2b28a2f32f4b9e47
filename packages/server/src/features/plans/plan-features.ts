import { type PlanFeature, planHasFeature } from '@artledger/domain';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { findUserSubscription } from './plans.repository.js';

/** The area a feature unlocks and the first plan that has it, for the refusal's message. */
const GATED: Partial<Record<PlanFeature, { area: string; plan: string }>> = {
  supplies: { area: 'Art supplies', plan: 'Basic plan and above' },
  analytics: { area: 'Reports', plan: 'Pro plan' },
  inspiration: { area: 'Inspiration', plan: 'Pro plan' },
};
// Not gated, though the plans list them: `dealers` (consigning and selling through a dealer are the core
// workflows of every plan, and the navigation shows Dealers to all) and `advanced_features` (names no area).
// See docs/decisions.md, "Plans, Stripe billing and admin users".

/** 403 PLAN_FEATURE_REQUIRED unless the caller's plan includes `feature`. */
export async function assertPlanFeature(db: Db, userId: number, feature: PlanFeature): Promise<void> {
  const { plan } = await findUserSubscription(db, userId);
  if (planHasFeature(plan, feature)) return;
  const gate = GATED[feature] ?? { area: 'This feature', plan: 'a higher plan' };
  throw new AppError(
    'PLAN_FEATURE_REQUIRED',
    `${gate.area} ${gate.area.endsWith('s') ? 'are' : 'is'} available on the ${gate.plan}. Upgrade your plan to use ${gate.area.endsWith('s') ? 'them' : 'it'}.`,
  );
}
