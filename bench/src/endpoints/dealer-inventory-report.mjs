// GET /api/dealers/{largest}/inventory-report: every work the largest dealer has held, with its sale.
import { privateRead } from '../lib/private-read.mjs';

export default privateRead({
  name: 'GET /api/dealers/{largest}/inventory-report',
  report: true,
  path: (ctx) => `/api/dealers/${ctx.largestDealerId}/inventory-report`,
  async work(ctx) {
    const { inventoryReport } = await ctx.server('features/dealers/dealers.service.js');
    return async (caller) => inventoryReport(ctx.db, caller.id, ctx.largestDealerId);
  },
});
