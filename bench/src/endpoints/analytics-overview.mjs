// GET /api/analytics/overview: the report's SQL aggregates over 5,000 artworks and 3,000 sales.
import { privateRead } from '../lib/private-read.mjs';

export default privateRead({
  name: 'GET /api/analytics/overview',
  path: '/api/analytics/overview',
  report: true,
  async work(ctx) {
    const { overview } = await ctx.server('features/analytics/analytics.service.js');
    return async (caller) => overview({ db: ctx.db }, caller.id, {});
  },
});
