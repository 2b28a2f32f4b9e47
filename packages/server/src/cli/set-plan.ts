import { PLAN_IDS, PLAN_NAMES } from '@artledger/domain';
import type { Db } from '../db/database.js';
import { setUserPlan } from '../features/admin/admin.service.js';
import { findUserByUsername } from '../features/users/users.repository.js';

export type PlanName = (typeof PLAN_NAMES)[number];

export function isPlanName(value: string | undefined): value is PlanName {
  return (PLAN_NAMES as readonly string[]).includes(value ?? '');
}

/** Sets a plan from the command line, so an installation without Stripe can give its artist every feature. */
export async function setPlan(
  db: Db,
  username: string,
  plan: PlanName,
): Promise<{ ok: boolean; message: string }> {
  const user = await findUserByUsername(db, username);
  if (!user) return { ok: false, message: `No user named "${username}".` };
  await setUserPlan({ db }, user.id, PLAN_IDS[plan]);
  return { ok: true, message: `${user.username} is now on the ${plan} plan.` };
}
