// GET /api/consumables: the supplies screen's first page (24 cards, newest first) and the number of supplies
// in X-Total-Count, as the screen asks for them.
import { supplyListQuerySchema } from '@artledger/domain';
import { parsedQuery, privateRead } from '../lib/private-read.mjs';

const path = '/api/consumables?limit=24&offset=0';

export default privateRead({
  name: `GET ${path}`,
  path,
  async work(ctx) {
    const { listSupplies } = await ctx.server('features/supplies/supplies.service.js');
    // The page is the answer; its total goes out as the X-Total-Count header.
    return async (caller) =>
      (await listSupplies({ db: ctx.db }, caller.id, parsedQuery(path, supplyListQuerySchema))).items;
  },
});
