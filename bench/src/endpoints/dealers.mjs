// GET /api/dealers: 50 dealers with what each holds and owes (three grouped queries).
import { dealerListQuerySchema } from '@artledger/domain';
import { parsedQuery, privateRead } from '../lib/private-read.mjs';

const path = '/api/dealers';

export default privateRead({
  name: `GET ${path}`,
  path,
  async work(ctx) {
    const { listDealers } = await ctx.server('features/dealers/dealers.repository.js');
    return async (caller) => listDealers(ctx.db, caller.id, parsedQuery(path, dealerListQuerySchema));
  },
});
