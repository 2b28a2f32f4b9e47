// GET /api/dashboard/stats: the dashboard's four figures (artwork counts, this year's sales).
import { privateRead } from '../lib/private-read.mjs';

export default privateRead({
  name: 'GET /api/dashboard/stats',
  path: '/api/dashboard/stats',
  async work(ctx) {
    const { dashboardStats } = await ctx.server('features/dashboard/dashboard.service.js');
    return async (caller) => dashboardStats({ db: ctx.db }, caller.id);
  },
});
