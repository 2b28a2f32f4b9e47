import { z } from 'zod';
import { ROLES } from './constants.js';
import { PLAN_NAMES } from './plans.js';
import { planIdSchema } from './billing.js';

/** A user as the admin screen sees them: never a password hash or token data. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  profileImage: z.string().nullable(),
  createdAt: z.string(),
  /** id and name of the user's plan; endDate is the paid period's end, when there is one. */
  subscription: z.object({
    id: z.number().int(),
    name: z.enum(PLAN_NAMES),
    endDate: z.string().nullable(),
    status: z.string(),
  }),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminPlanSchema = z.object({
  id: z.number().int(),
  name: z.enum(PLAN_NAMES),
  priceMonthly: z.number(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;

export const adminSubscriptionUpdateSchema = z.object({
  planId: planIdSchema,
});
export type AdminSubscriptionUpdateInput = z.input<typeof adminSubscriptionUpdateSchema>;

export const adminRoleUpdateSchema = z.object({
  role: z.enum(ROLES, { error: 'Role must be artist or admin' }),
});
export type AdminRoleUpdateInput = z.input<typeof adminRoleUpdateSchema>;
