// GET /api/dealers/{id}: one dealer (the one holding the most consignments).
import { privateRead } from '../lib/private-read.mjs';

export default privateRead({
  name: 'GET /api/dealers/{id}',
  path: (ctx) => `/api/dealers/${ctx.largestDealerId}`,
  async work(ctx) {
    const { findDealer, toDealerDto } = await ctx.server('features/dealers/dealers.repository.js');
    return async (caller) => {
      const row = await findDealer(ctx.db, caller.id, ctx.largestDealerId);
      if (!row) throw new Error('dealer not found');
      return toDealerDto(row);
    };
  },
});
