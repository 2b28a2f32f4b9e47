// Most endpoints are private GETs: bearer token, the auth hook's check, a repository call, JSON. This builds
// their descriptor from the one thing that differs, the endpoint's own work for a caller.
import { bearer } from './api.mjs';
import { authenticate } from './server-modules.mjs';

/**
 * `report: true` marks a report or export (its own budget on the huge account, no size budget).
 * `token(ctx)` is the caller's token: the bench account's unless given (the admin's list uses the admin's).
 * `work(ctx)` → Promise<(caller) → Promise<value>>: set-up once, then what the route computes for the caller.
 * The data floor is authenticate + that work + JSON.stringify (a string is already the answer's text), the
 * route's cost without HTTP. `npm run bench:check` checks that it computes the route's own answer.
 */
export function privateRead({ name, path, work, report = false, token = (ctx) => ctx.token }) {
  return {
    name,
    method: 'GET',
    path,
    kind: 'read',
    report,
    request: (ctx) => ({ headers: bearer(token(ctx)) }),
    async dataFloor(ctx) {
      const op = await work(ctx);
      const caller = { ...ctx, token: token(ctx) };
      return async () => {
        const value = await op(await authenticate(caller));
        // Text (a CSV export) is the answer as it is; anything else is answered as JSON.
        return typeof value === 'string' ? value : JSON.stringify(value);
      };
    },
  };
}

/** The query of a path, parsed as the route does (its zod schema), e.g. artworkListQuerySchema. */
export function parsedQuery(path, schema) {
  return schema.parse(Object.fromEntries(new URL(path, 'http://x').searchParams));
}
