import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type Schema = z.ZodType<FieldValues, FieldValues>;

/**
 * A zodResolver whose schema (and zod with it) downloads on first use instead of with the page. The
 * sign-in page uses it to stay inside its first-load budget; `preload` starts the download on first focus.
 */
export function lazyZodResolver<S extends Schema>(load: () => Promise<S>) {
  let pending: Promise<Resolver<z.input<S>, unknown, z.output<S>>> | undefined;
  const get = () => {
    pending ??= load().then(
      (schema) => zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    );
    pending.catch(() => {
      pending = undefined;
    });
    return pending;
  };

  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = async (values, context, options) => {
    try {
      return await (
        await get()
      )(values, context, options);
    } catch {
      const message = 'Could not check the form. Please check your connection.';
      return { values: {}, errors: { root: { type: 'load', message } } as FieldErrors<z.input<S>> };
    }
  };

  return { resolver, preload: () => void get().catch(() => undefined) };
}
