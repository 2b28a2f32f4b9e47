// GET /api/sales/pending-summary: the navigation badge's count and total, polled every 30 s.
import { fromCents } from '@artledger/domain';
import { privateRead } from '../lib/private-read.mjs';

const path = '/api/sales/pending-summary';

export default privateRead({
  name: `GET ${path}`,
  path,
  async work(ctx) {
    const { pendingDealerSalesSummary } = await ctx.server('features/sales/sales.repository.js');
    return async (caller) => {
      const { count, totalCents } = await pendingDealerSalesSummary(ctx.db, caller.id);
      return { count, total: fromCents(totalCents) };
    };
  },
});
