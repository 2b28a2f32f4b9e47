// GET /api/dealers/{largest}/inventory-report: every work the largest dealer has held, with its sale.
import { privateRead } from '../lib/private-read.mjs';

export default privateRead({
  name: 'GET /api/dealers/{largest}/inventory-report',
  report: true,
  path: (ctx) => `/api/dealers/${ctx.largestDealerId}/inventory-report`,
  async work(ctx) {
    const { inventoryReport } = await ctx.server('features/dealers/dealers.service.js');
    // The service takes ServiceDeps; a read touches no files.
    const deps = { db: ctx.db, storage: undefined, log: console };
    return async (caller) => inventoryReport(deps, caller.id, ctx.largestDealerId);
  },
});
