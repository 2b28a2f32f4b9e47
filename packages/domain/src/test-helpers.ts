import type { z } from 'zod';

/** The messages a schema reports for a value, by field path ('' for the root). */
export function messagesOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

/** The first message per field, as a form shows it. */
export function firstMessages(schema: z.ZodType, value: unknown): Record<string, string> {
  return Object.fromEntries(Object.entries(messagesOf(schema, value)).map(([k, v]) => [k, v[0]!]));
}
