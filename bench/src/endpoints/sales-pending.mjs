// GET /api/sales?payment_status=pending…: the dealers screen's outstanding-payments block, the first 3 unpaid
// dealer sales (the count and total come from pending-summary).
import { saleListQuerySchema } from '@artledger/domain';
import { parsedQuery, privateRead } from '../lib/private-read.mjs';

const path = '/api/sales?payment_status=pending&through_dealer=true&limit=3';

export default privateRead({
  name: `GET ${path}`,
  path,
  async work(ctx) {
    const { countSales, listSales } = await ctx.server('features/sales/sales.repository.js');
    const query = parsedQuery(path, saleListQuerySchema);
    return async (caller) => {
      const [items] = await Promise.all([
        listSales(ctx.db, caller.id, query),
        countSales(ctx.db, caller.id, query),
      ]);
      return items;
    };
  },
});
