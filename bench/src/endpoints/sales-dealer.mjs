// GET /api/sales?dealer_id={largest}…: the first page of the dealer page's sales, for the dealer holding the most.
import { saleListQuerySchema } from '@artledger/domain';
import { parsedQuery, privateRead } from '../lib/private-read.mjs';

const pathFor = (ctx) => `/api/sales?dealer_id=${ctx.largestDealerId}&limit=20&offset=0`;

export default privateRead({
  name: 'GET /api/sales?dealer_id={largest}&limit=20',
  path: pathFor,
  async work(ctx) {
    const { countSales, listSales } = await ctx.server('features/sales/sales.repository.js');
    return async (caller) => {
      const query = parsedQuery(pathFor(ctx), saleListQuerySchema);
      const [items] = await Promise.all([
        listSales(ctx.db, caller.id, query),
        countSales(ctx.db, caller.id, query),
      ]);
      return items;
    };
  },
});
