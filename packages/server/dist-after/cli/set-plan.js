import { PLAN_IDS, PLAN_NAMES } from '@artledger/domain';
import { setUserPlan } from '../features/admin/admin.service.js';
import { findUserByUsername } from '../features/users/users.repository.js';
export function isPlanName(value) {
    return PLAN_NAMES.includes(value ?? '');
}
/** Sets a plan from the command line, so an installation without Stripe can give its artist every feature. */
export async function setPlan(db, username, plan) {
    const user = await findUserByUsername(db, username);
    if (!user)
        return { ok: false, message: `No user named "${username}".` };
    await setUserPlan({ db }, user.id, PLAN_IDS[plan]);
    return { ok: true, message: `${user.username} is now on the ${plan} plan.` };
}
//# sourceMappingURL=set-plan.js.map