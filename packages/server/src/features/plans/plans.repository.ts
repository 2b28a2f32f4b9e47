import { PLAN_IDS, type Plan, type Subscription, fromCents } from '@artledger/domain';
import { compiledOnce, type Param } from '../../db/compiled-once.js';
import type { Db } from '../../db/database.js';
import type { PlanRow } from './plans.table.js';

export function toPlanDto(row: PlanRow): Plan {
  return {
    id: row.id,
    name: row.name as Plan['name'],
    price_monthly: fromCents(row.price_monthly_cents),
    max_artworks: row.max_artworks,
    features: JSON.parse(row.features) as Plan['features'],
    created_at: row.created_at,
  };
}

export async function listPlans(db: Db): Promise<Plan[]> {
  const rows = await db.selectFrom('subscription_plans').selectAll().orderBy('id').execute();
  return rows.map(toPlanDto);
}

export async function findPlan(db: Db, id: number): Promise<Plan | undefined> {
  const row = await db.selectFrom('subscription_plans').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toPlanDto(row);
}

/** The free, active subscription row a user starts with; `changes` are written over it (a legacy user's row). */
export async function createFreeSubscription(
  db: Db,
  userId: number,
  now: string,
  changes: SubscriptionChanges = {},
): Promise<void> {
  await db
    .insertInto('user_subscriptions')
    .values({
      user_id: userId,
      plan_id: PLAN_IDS.free,
      status: 'active',
      current_period_start: now,
      created_at: now,
      updated_at: now,
      ...changes,
    })
    .execute();
}

const subscriptionOfUser = compiledOnce((db, param: Param<'userId'>) =>
  db
    .selectFrom('user_subscriptions as s')
    .innerJoin('subscription_plans as p', 'p.id', 's.plan_id')
    .select([
      's.id',
      's.plan_id',
      's.status',
      's.current_period_start',
      's.current_period_end',
      's.stripe_subscription_id',
      's.created_at',
      's.updated_at',
      'p.name',
      'p.price_monthly_cents',
      'p.max_artworks',
      'p.features',
      'p.stripe_price_id',
      'p.created_at as plan_created_at',
    ])
    .where('s.user_id', '=', param('userId')),
);

/** The user's subscription with its plan; a user without a row is on free, active. */
export async function findUserSubscription(db: Db, userId: number): Promise<Subscription> {
  const [row] = await subscriptionOfUser(db, { userId });
  if (!row) {
    const free = (await findPlan(db, PLAN_IDS.free))!;
    return {
      id: null,
      user_id: userId,
      plan_id: free.id,
      status: 'active',
      current_period_start: null,
      current_period_end: null,
      stripe_subscription_id: null,
      created_at: null,
      updated_at: null,
      plan: free,
    };
  }
  return {
    id: row.id,
    user_id: userId,
    plan_id: row.plan_id,
    status: row.status as Subscription['status'],
    current_period_start: row.current_period_start,
    current_period_end: row.current_period_end,
    stripe_subscription_id: row.stripe_subscription_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
    plan: toPlanDto({
      id: row.plan_id,
      name: row.name,
      price_monthly_cents: row.price_monthly_cents,
      max_artworks: row.max_artworks,
      features: row.features,
      stripe_price_id: row.stripe_price_id,
      created_at: row.plan_created_at,
    }),
  };
}

/** The Stripe side of a user's subscription row, for billing. */
export interface BillingRow {
  user_id: number;
  plan_id: number;
  status: string;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
}

export async function findBillingRow(db: Db, userId: number): Promise<BillingRow | undefined> {
  return db
    .selectFrom('user_subscriptions')
    .select(['user_id', 'plan_id', 'status', 'stripe_customer_id', 'stripe_subscription_id'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The user a Stripe subscription or customer belongs to (subscription id first: it is the more specific). */
export async function findBillingRowByStripeIds(
  db: Db,
  ids: { subscriptionId?: string | null; customerId?: string | null },
): Promise<BillingRow | undefined> {
  const columns = ['user_id', 'plan_id', 'status', 'stripe_customer_id', 'stripe_subscription_id'] as const;
  if (ids.subscriptionId) {
    const row = await db
      .selectFrom('user_subscriptions')
      .select(columns)
      .where('stripe_subscription_id', '=', ids.subscriptionId)
      .executeTakeFirst();
    if (row) return row;
  }
  if (ids.customerId) {
    return db
      .selectFrom('user_subscriptions')
      .select(columns)
      .where('stripe_customer_id', '=', ids.customerId)
      .executeTakeFirst();
  }
  return undefined;
}

export type SubscriptionChanges = Partial<{
  plan_id: number;
  status: string;
  current_period_start: string | null;
  current_period_end: string | null;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
}>;

/** Writes the user's one subscription row, creating it when a legacy user has none. */
export async function saveUserSubscription(
  db: Db,
  userId: number,
  changes: SubscriptionChanges,
): Promise<void> {
  const now = new Date().toISOString();
  const result = await db
    .updateTable('user_subscriptions')
    .set({ ...changes, updated_at: now })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return;
  await createFreeSubscription(db, userId, now, changes);
}

/** Stores the customer id only if none is stored yet; false when another request stored one first. */
export async function storeStripeCustomerId(db: Db, userId: number, customerId: string): Promise<boolean> {
  const result = await db
    .updateTable('user_subscriptions')
    .set({ stripe_customer_id: customerId, updated_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('stripe_customer_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
