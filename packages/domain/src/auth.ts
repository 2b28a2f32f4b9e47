import { z } from 'zod';
import { EMAIL_PATTERN } from './common.js';
import { LIMITS, ROLES } from './constants.js';
import { plainText } from './fields.js';

const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`);

/** A new password: no control characters (the sign-in and current-password checks take what was set). */
export const newPasswordSchema = plainText(passwordSchema, 'Password');

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .min(LIMITS.usernameMin, `Username must be at least ${LIMITS.usernameMin} characters`)
  .max(LIMITS.usernameMax, `Username must be at most ${LIMITS.usernameMax} characters`)
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may only contain letters, numbers, dots, hyphens and underscores');

export const emailSchema = plainText(
  z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(LIMITS.emailMax, `Email must be at most ${LIMITS.emailMax} characters`),
  'Email',
).regex(EMAIL_PATTERN, 'Please enter a valid email address');

export function personNameSchema(label: 'First name' | 'Last name') {
  return plainText(
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, `${label} is required`)
      .max(LIMITS.nameMax, `${label} must be at most ${LIMITS.nameMax} characters`),
    label,
  );
}

export const loginSchema = z.object({
  username: plainText(
    z
      .string({ error: 'Username is required' })
      .trim()
      .min(1, 'Username is required')
      .max(LIMITS.emailMax, 'Username is too long'),
    'Username',
  ),
  password: passwordSchema,
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  firstName: personNameSchema('First name'),
  lastName: personNameSchema('Last name'),
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  /** Optional plan chosen on the landing page; informational, a new account starts on free. */
  planId: z.coerce.number().int().min(1).max(3).optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The register form adds the confirmation, which is never sent. */
export const registerFormSchema = registerSchema
  .omit({ planId: true })
  .extend({
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((v) => !v.confirmPassword || v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type RegisterFormValues = z.input<typeof registerFormSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  bio: z.string().nullable(),
  website: z.string().nullable(),
  location: z.string().nullable(),
  phone: z.string().nullable(),
  profileImage: z.string().nullable(),
  role: z.enum(ROLES),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;
