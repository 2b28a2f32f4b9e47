// GET /api/consumables-summary: counts per category, low stock and inventory value of the account's supplies
// (500 on the large account), from the maintained supply_totals.
import { privateRead } from '../lib/private-read.mjs';

export default privateRead({
  name: 'GET /api/consumables-summary',
  path: '/api/consumables-summary',
  async work(ctx) {
    const { suppliesSummary } = await ctx.server('features/supplies/supplies.service.js');
    return async (caller) => suppliesSummary({ db: ctx.db }, caller.id);
  },
});
