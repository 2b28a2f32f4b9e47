// GET /api/dealers/{id}/summary: the dealer page's summary tiles, for the dealer holding the most.
import { privateRead } from '../lib/private-read.mjs';

export default privateRead({
  name: 'GET /api/dealers/{id}/summary',
  path: (ctx) => `/api/dealers/${ctx.largestDealerId}/summary`,
  async work(ctx) {
    const { dealerSummary } = await ctx.server('features/dealers/dealers.service.js');
    // A read touches no files: no storage.
    const deps = { db: ctx.db, storage: undefined };
    return async (caller) => dealerSummary(deps, caller.id, ctx.largestDealerId);
  },
});
