import { z } from 'zod';
import { PLAN_FEATURES } from './constants.js';

export const PLAN_NAMES = ['free', 'basic', 'pro'] as const;

export const planSchema = z.object({
  id: z.number().int(),
  name: z.enum(PLAN_NAMES),
  price_monthly: z.number(),
  max_artworks: z.number().int(),
  features: z.array(z.enum(PLAN_FEATURES)),
  created_at: z.string(),
});
export type Plan = z.infer<typeof planSchema>;

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled', 'incomplete', 'trialing'] as const;

export const subscriptionSchema = z.object({
  id: z.number().int().nullable(),
  user_id: z.number().int(),
  plan_id: z.number().int(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  current_period_start: z.string().nullable(),
  current_period_end: z.string().nullable(),
  stripe_subscription_id: z.string().nullable(),
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
  plan: planSchema,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const artworkCountSchema = z.object({ count: z.number().int() });
