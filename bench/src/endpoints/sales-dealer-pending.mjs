// GET /api/sales?dealer_id={largest}&payment_status=pending…: the Payment Manager's first page, that dealer's
// unpaid sales only.
import { saleListQuerySchema } from '@artledger/domain';
import { parsedQuery, privateRead } from '../lib/private-read.mjs';

const pathFor = (ctx) =>
  `/api/sales?dealer_id=${ctx.largestDealerId}&payment_status=pending&limit=100&offset=0`;

export default privateRead({
  name: 'GET /api/sales?dealer_id={largest}&payment_status=pending&limit=100',
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
