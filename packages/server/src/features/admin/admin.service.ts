import type { Role } from '@artledger/domain';
import type { Db } from '../../db/database.js';
import { lockRows, writeTransaction } from '../../db/transaction.js';
import { conflict, forbidden, invalidField, notFound } from '../../lib/app-error.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { removeStoredFiles } from '../../lib/stored-images.js';
import type { AuthUser } from '../../plugins/auth.js';
import { type BillingDeps, cancelStripeSubscription } from '../billing/billing.service.js';
import { findBillingRow, findPlan, saveUserSubscription } from '../plans/plans.repository.js';
import { deleteUserRow, findUserById, lockAdminIds, setUserRole } from '../users/users.repository.js';
import { listUserUploadKeys } from './user-uploads.js';

export type AdminDeps = ServiceDeps & BillingDeps;

/** An admin sets a plan directly (support, or a self-hosted install without Stripe). Stripe is not touched. */
export async function setUserPlan(
  deps: Pick<ServiceDeps, 'db'>,
  userId: number,
  planId: number,
): Promise<void> {
  if (!(await findPlan(deps.db, planId))) throw invalidField('planId', 'Unknown plan');
  await writeTransaction(deps.db, async (trx) => {
    await lockRows(trx, 'user_subscriptions', userId, [userId]);
    if (!(await findUserById(trx, userId))) throw notFound('User');
    await saveUserSubscription(trx, userId, { plan_id: planId, status: 'active' });
  });
}

/** Changes a role; there is always at least one admin left, and the caller must still be one. */
export async function changeUserRole(
  deps: AdminDeps,
  caller: AuthUser,
  userId: number,
  role: Role,
): Promise<void> {
  await writeTransaction(deps.db, async (trx) => {
    const admins = await lockAdminIds(trx);
    // Another admin may have demoted the caller since the request was authorised.
    if (!admins.includes(caller.id)) throw forbidden('You do not have permission to do this');
    // The caller is an admin, so the last admin can only be the caller.
    await setRoleKeepingAnAdmin(trx, admins, userId, role, {
      lastAdmin: 'You are the last admin: make another user an admin before giving up your own role.',
    });
  });
}

/**
 * The role write shared by the admin page and the CLI: there is always at least one admin left. Runs in
 * a writeTransaction, with `admins` from lockAdminIds, so two simultaneous demotions cannot both pass.
 * Answers whether the role changed.
 */
export async function setRoleKeepingAnAdmin(
  trx: Db,
  admins: number[],
  userId: number,
  role: Role,
  messages: { lastAdmin: string },
): Promise<boolean> {
  const target = await findUserById(trx, userId);
  if (!target) throw notFound('User');
  if (target.role === role) return false;
  if (role === 'artist' && admins.length <= 1) throw conflict(messages.lastAdmin);
  await setUserRole(trx, userId, role);
  return true;
}

/**
 * Deletes a user who is not an admin: their paid Stripe subscription is cancelled first (nobody is
 * billed after deletion), then every row they own goes in one transaction (the user row cascades),
 * then their files. Their tokens stop working because the row they are checked against is gone.
 */
export async function deleteUser(deps: AdminDeps, userId: number): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound('User');
  if (user.role === 'admin')
    throw forbidden('Admin accounts cannot be deleted. Change their role to artist first.');
  const billing = await findBillingRow(deps.db, userId);
  if (billing?.stripe_subscription_id && billing.status !== 'canceled')
    await cancelStripeSubscription(deps, billing.stripe_subscription_id);

  const keys = await writeTransaction(deps.db, async (trx) => {
    await lockRows(trx, 'users', userId, [userId]);
    const current = await findUserById(trx, userId);
    if (!current) throw notFound('User');
    if (current.role === 'admin')
      throw forbidden('Admin accounts cannot be deleted. Change their role to artist first.');
    const owned = await listUserUploadKeys(trx, userId);
    await deleteUserRow(trx, userId);
    return owned;
  });
  await removeStoredFiles(deps.storage, keys, deps.log, { userId });
}
