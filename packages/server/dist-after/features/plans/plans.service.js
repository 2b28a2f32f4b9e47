import { isArtworkLimitReached } from '@artledger/domain';
import { AppError } from '../../lib/app-error.js';
import { findUserSubscription } from './plans.repository.js';
/**
 * Refuses a new artwork when the caller's plan is full. Callers that go on to insert count inside a
 * writeTransaction holding the user's row, so two simultaneous uploads cannot both take the last place.
 */
export async function assertCanAddArtworks(db, userId, currentCount, adding = 1) {
    const { plan } = await findUserSubscription(db, userId);
    if (isArtworkLimitReached(currentCount + adding - 1, plan.max_artworks)) {
        const name = plan.name.charAt(0).toUpperCase() + plan.name.slice(1);
        throw new AppError('PLAN_LIMIT_REACHED', `${name} plan limit reached (${plan.max_artworks} artworks). Upgrade your plan to add more artworks.`);
    }
}
//# sourceMappingURL=plans.service.js.map