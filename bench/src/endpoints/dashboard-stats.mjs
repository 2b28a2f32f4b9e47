// GET /api/dashboard/stats: the dashboard's four figures (artwork counts, this year's sales).
import { privateRead } from '../lib/private-read.mjs';

export default privateRead({
  name: 'GET /api/dashboard/stats',
  path: '/api/dashboard/stats',
  async work(ctx) {
    const [{ artworkCounts }, { salesThisYear }] = await Promise.all([
      ctx.server('features/artworks/artworks.service.js'),
      ctx.server('features/sales/sales.service.js'),
    ]);
    return async (caller) => {
      const [artworks, sales] = await Promise.all([
        artworkCounts({ db: ctx.db }, caller.id),
        salesThisYear(ctx.db, caller.id),
      ]);
      return {
        total_artworks: artworks.total,
        available: artworks.available,
        sold_this_year: sales.count,
        net_revenue_this_year: sales.net,
      };
    };
  },
});
