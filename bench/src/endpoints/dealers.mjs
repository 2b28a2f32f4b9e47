// GET /api/dealers: the dealers screen's first page of cards (what the page asks for on load), each with its
// newest 5 consigned works and its counts and sums.
import { dealerListQuerySchema } from '@artledger/domain';
import { parsedQuery, privateRead } from '../lib/private-read.mjs';

const path = '/api/dealers?status=all&type=all&limit=24&offset=0';

export default privateRead({
  name: `GET ${path}`,
  path,
  async work(ctx) {
    const { listDealerCards } = await ctx.server('features/dealers/dealers.service.js');
    // A read touches no files: no storage.
    const deps = { db: ctx.db, storage: undefined };
    // The page is the answer; its total goes out as the X-Total-Count header.
    return async (caller) =>
      (await listDealerCards(deps, caller.id, parsedQuery(path, dealerListQuerySchema))).items;
  },
});
