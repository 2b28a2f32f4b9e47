import type { Generated, Selectable } from 'kysely';

export interface SubscriptionPlansTable {
  id: number;
  name: string;
  price_monthly_cents: number;
  max_artworks: number;
  /** JSON array of feature keys; text so SQLite and PostgreSQL store it alike. */
  features: string;
  stripe_price_id: string | null;
  created_at: string;
}

export interface UserSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  plan_id: number;
  status: string;
  current_period_start: string | null;
  current_period_end: string | null;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  created_at: string;
  updated_at: string;
}

export type PlanRow = Selectable<SubscriptionPlansTable>;
