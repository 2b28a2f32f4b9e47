// GET /api/sales?payment_status=pending: the outstanding sales (about 700 of 3,000).
import { saleListQuerySchema } from '@artledger/domain';
import { parsedQuery, privateRead } from '../lib/private-read.mjs';

const path = '/api/sales?payment_status=pending';

export default privateRead({
  name: `GET ${path}`,
  path,
  async work(ctx) {
    const { listSales } = await ctx.server('features/sales/sales.repository.js');
    return async (caller) => listSales(ctx.db, caller.id, parsedQuery(path, saleListQuerySchema));
  },
});
