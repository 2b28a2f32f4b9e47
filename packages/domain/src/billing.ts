import { z } from 'zod';
import { emailSchema } from './auth.js';
import { plainText } from './fields.js';

/** POST /api/stripe/create-customer: the billing contact of the caller's one Stripe customer. */
export const createCustomerSchema = z.object({
  email: emailSchema,
  // Sent on to Stripe as the customer's name: one line of text, like every name the app stores.
  name: plainText(
    z.string({ error: 'Name must be text' }).trim().max(200, 'Name must be at most 200 characters'),
    'Name',
  ),
});
export type CreateCustomerInput = z.input<typeof createCustomerSchema>;

export const createCustomerResponseSchema = z.object({
  success: z.literal(true),
  customerId: z.string(),
});

const planIdSchema = z
  .number({ error: 'Plan id must be a number' })
  .int('Plan id must be a whole number')
  .positive('Plan id must be a positive number')
  .max(2_147_483_647, 'Plan id is too large');

/**
 * POST /api/stripe/create-checkout-session. `priceId` is accepted because the web client sends it, and
 * ignored: the server maps the plan to its own configured price.
 */
export const createCheckoutSessionSchema = z.object({
  planId: planIdSchema,
  priceId: z.string().max(200).optional(),
});
export type CreateCheckoutSessionInput = z.input<typeof createCheckoutSessionSchema>;

/** A hosted Stripe page (checkout or billing portal) the browser is sent to. */
export const redirectUrlSchema = z.object({ url: z.string() });

export const webhookAckSchema = z.object({ received: z.literal(true), duplicate: z.boolean().optional() });

export { planIdSchema };
