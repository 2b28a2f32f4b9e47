import type { z } from 'zod';

/** A field's first message by field name; `root` when the form could not be checked at all. */
export type FormErrors = Partial<Record<string, string>>;

export const SCHEMA_LOAD_FAILED = 'Could not check the form. Please check your connection.';

/**
 * A domain schema (and zod with it) that downloads on first use instead of with the page, with a form's
 * validation over it: the sign-in page uses it to stay inside its first-load budget, with neither zod nor a
 * form library in its first download. `preload` starts the download (on the form's first focus).
 */
export function lazySchema<S extends z.ZodType>(load: () => Promise<S>) {
  let pending: Promise<S> | undefined;
  const get = () => {
    pending ??= load();
    pending.catch(() => {
      pending = undefined;
    });
    return pending;
  };

  /** The schema's output, or each failing field's first message (as zodResolver reports them). */
  async function validate(values: z.input<S>): Promise<{ data: z.output<S> } | { errors: FormErrors }> {
    let schema: S;
    try {
      schema = await get();
    } catch {
      return { errors: { root: SCHEMA_LOAD_FAILED } };
    }
    const result = await schema.safeParseAsync(values);
    if (result.success) return { data: result.data };
    const errors: FormErrors = {};
    for (const issue of result.error.issues) errors[String(issue.path[0] ?? 'root')] ??= issue.message;
    return { errors };
  }

  return { validate, preload: () => void get().catch(() => undefined) };
}
