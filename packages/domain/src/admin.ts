import { z } from 'zod';
import { ROLES } from './constants.js';
import { PLAN_NAMES } from './plans.js';
import { planIdSchema } from './billing.js';
import { blankTo, plainText } from './fields.js';
import { pageLimit, pageOffset } from './paging.js';

/**
 * The admin's user list answers a page at a time, like the artist's lists (limit, offset, the number
 * matching in X-Total-Count), so an install with thousands of accounts opens as fast as one with ten.
 */
export const ADMIN_USER_PAGE_DEFAULT = 100;
export const ADMIN_USER_PAGE_MAX = 500;

export const adminUserListQuerySchema = z.object({
  /** Matched anywhere in the first, last or full name, username, email or plan name, ignoring case. */
  search: z.preprocess(
    blankTo(undefined),
    plainText(z.string().trim().max(200, 'Search is too long'), 'Search').optional(),
  ),
  limit: pageLimit(ADMIN_USER_PAGE_MAX),
  offset: pageOffset,
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

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
