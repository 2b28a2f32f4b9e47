import { z } from 'zod';
import { emailSchema, personNameSchema, userSchema } from './auth.js';
import { clearableText } from './common.js';
import { LIMITS } from './constants.js';
import { plainText } from './fields.js';

const websiteSchema = plainText(
  z.string({ error: 'Website must be text' }).trim().max(LIMITS.shortTextMax, 'Website is too long'),
  'Website',
)
  .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'Website must start with http:// or https://')
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v ? v : null));

export const profileUpdateSchema = z.object({
  firstName: personNameSchema('First name'),
  lastName: personNameSchema('Last name'),
  email: emailSchema,
  bio: clearableText(2000, 'Bio'),
  website: websiteSchema,
  location: clearableText(120, 'Location'),
  phone: clearableText(40, 'Phone'),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const usernameUpdateSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .min(LIMITS.usernameMin, `Username must be at least ${LIMITS.usernameMin} characters long`)
    .max(LIMITS.usernameMax, `Username must be at most ${LIMITS.usernameMax} characters`)
    .regex(/^[A-Za-z0-9_.-]+$/, 'Username may only contain letters, numbers, dots, hyphens and underscores'),
});

const NEW_PASSWORD_MIN_MESSAGE = `New password must be at least ${LIMITS.passwordMin} characters long`;

export const passwordUpdateSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required to change password' })
    .min(1, 'Current password is required to change password')
    .max(LIMITS.passwordMax, 'Current password is too long'),
  newPassword: plainText(
    z
      .string({ error: NEW_PASSWORD_MIN_MESSAGE })
      .min(LIMITS.passwordMin, NEW_PASSWORD_MIN_MESSAGE)
      .max(LIMITS.passwordMax, `New password must be at most ${LIMITS.passwordMax} characters`),
    'New password',
  ),
});

/**
 * A new password in a Change Credentials submit is long enough and comes with the current one. The API
 * body and the form check it alike; without a new password nothing here applies.
 */
function checkNewPassword(v: { currentPassword?: string; newPassword?: string }, ctx: z.RefinementCtx): void {
  if (!v.newPassword) return;
  if (v.newPassword.length < LIMITS.passwordMin) {
    ctx.addIssue({ code: 'custom', path: ['newPassword'], message: NEW_PASSWORD_MIN_MESSAGE });
  }
  if (!v.currentPassword) {
    ctx.addIssue({
      code: 'custom',
      path: ['currentPassword'],
      message: 'Current password is required to change password',
    });
  }
}

/**
 * One Change Credentials submit: a new username and/or a new password (with the current one). The
 * server applies both or neither.
 */
export const credentialsUpdateSchema = z
  .object({
    username: usernameUpdateSchema.shape.username.optional(),
    currentPassword: z.string().max(LIMITS.passwordMax, 'Current password is too long').optional(),
    newPassword: z
      .string()
      .max(LIMITS.passwordMax, `New password must be at most ${LIMITS.passwordMax} characters`)
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.username === undefined && !v.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['username'], message: 'Username is required' });
    }
    checkNewPassword(v, ctx);
  });
export type CredentialsUpdateInput = z.output<typeof credentialsUpdateSchema>;

export const credentialsUpdateResponseSchema = z.object({
  success: z.literal(true),
  user: userSchema,
  token: z.string(),
});

/** The Change Credentials form: a username, and optionally a new password with its confirmation. */
export const credentialsFormSchema = z
  .object({
    username: usernameUpdateSchema.shape.username,
    currentPassword: z.string(),
    newPassword: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((v, ctx) => {
    checkNewPassword(v, ctx);
    if (v.newPassword && v.newPassword !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'Passwords do not match' });
    }
  });
export type CredentialsFormValues = z.input<typeof credentialsFormSchema>;

export const profileResponseSchema = userSchema;
export const userUpdateResponseSchema = z.object({ success: z.literal(true), user: userSchema });
/** A password change revokes older tokens, so the answer carries a fresh one for this browser. */
export const passwordUpdateResponseSchema = z.object({ success: z.literal(true), token: z.string() });
export type UserUpdateResponse = z.infer<typeof userUpdateResponseSchema>;
