import { lockRows, writeTransaction } from '../../db/transaction.js';
import { conflict, forbidden, invalidField, notFound } from '../../lib/app-error.js';
import { cancelStripeSubscription } from '../billing/billing.service.js';
import { findBillingRow, findPlan, saveUserSubscription } from '../plans/plans.repository.js';
import { deleteUserRow, findUserById, lockAdminIds, setUserRole } from '../users/users.repository.js';
import { listUserUploadKeys } from './user-uploads.js';
/** An admin sets a plan directly (support, or a self-hosted install without Stripe). Stripe is not touched. */
export async function setUserPlan(deps, userId, planId) {
    if (!(await findPlan(deps.db, planId)))
        throw invalidField('planId', 'Unknown plan');
    await writeTransaction(deps.db, async (trx) => {
        await lockRows(trx, 'user_subscriptions', userId, [userId]);
        if (!(await findUserById(trx, userId)))
            throw notFound('User');
        await saveUserSubscription(trx, userId, { plan_id: planId, status: 'active' });
    });
}
/** Changes a role; there is always at least one admin left, and the caller must still be one. */
export async function changeUserRole(deps, caller, userId, role) {
    await writeTransaction(deps.db, async (trx) => {
        const admins = await lockAdminIds(trx);
        // Another admin may have demoted the caller since the request was authorised.
        if (!admins.includes(caller.id))
            throw forbidden('You do not have permission to do this');
        const target = await findUserById(trx, userId);
        if (!target)
            throw notFound('User');
        if (target.role === role)
            return;
        if (role === 'artist' && admins.length <= 1)
            throw conflict('You are the last admin: make another user an admin before giving up your own role.');
        await setUserRole(trx, userId, role);
    });
}
/**
 * Deletes a user who is not an admin: their paid Stripe subscription is cancelled first (nobody is
 * billed after deletion), then every row they own goes in one transaction (the user row cascades),
 * then their files. Their tokens stop working because the row they are checked against is gone.
 */
export async function deleteUser(deps, userId) {
    const user = await findUserById(deps.db, userId);
    if (!user)
        throw notFound('User');
    if (user.role === 'admin')
        throw forbidden('Admin accounts cannot be deleted. Change their role to artist first.');
    const billing = await findBillingRow(deps.db, userId);
    if (billing?.stripe_subscription_id && billing.status !== 'canceled')
        await cancelStripeSubscription(deps, billing.stripe_subscription_id);
    const keys = await writeTransaction(deps.db, async (trx) => {
        await lockRows(trx, 'users', userId, [userId]);
        const current = await findUserById(trx, userId);
        if (!current)
            throw notFound('User');
        if (current.role === 'admin')
            throw forbidden('Admin accounts cannot be deleted. Change their role to artist first.');
        const owned = await listUserUploadKeys(trx, userId);
        await deleteUserRow(trx, userId);
        return owned;
    });
    const failed = [];
    await Promise.all(keys.map((key) => deps.storage.delete(key).catch(() => failed.push(key))));
    if (failed.length)
        deps.log?.error({ userId, files: failed }, 'Some files of a deleted user were not removed');
}
//# sourceMappingURL=admin.service.js.map