import { planHasFeature } from '@artledger/domain';
import { AppError } from '../../lib/app-error.js';
import { findUserSubscription } from './plans.repository.js';
/** The area a feature unlocks and the first plan that has it, for the refusal's message. */
const GATED = {
    supplies: { area: 'Art supplies', plan: 'Basic plan and above' },
    analytics: { area: 'Reports', plan: 'Pro plan' },
    inspiration: { area: 'Inspiration', plan: 'Pro plan' },
    dealers: { area: 'Dealers', plan: 'Pro plan' },
    advanced_features: { area: 'Advanced features', plan: 'Pro plan' },
};
/** 403 PLAN_FEATURE_REQUIRED unless the caller's plan includes `feature`. */
export async function assertPlanFeature(db, userId, feature) {
    const { plan } = await findUserSubscription(db, userId);
    if (planHasFeature(plan, feature))
        return;
    const gate = GATED[feature] ?? { area: 'This feature', plan: 'a higher plan' };
    throw new AppError('PLAN_FEATURE_REQUIRED', `${gate.area} ${gate.area.endsWith('s') ? 'are' : 'is'} available on the ${gate.plan}. Upgrade your plan to use ${gate.area.endsWith('s') ? 'them' : 'it'}.`);
}
//# sourceMappingURL=plan-features.js.map