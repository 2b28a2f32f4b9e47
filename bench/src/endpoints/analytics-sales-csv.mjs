// GET /api/analytics/sales.csv: every sale of the large account (3,000), streamed in keyset pages.
import { privateRead } from '../lib/private-read.mjs';

export default privateRead({
  name: 'GET /api/analytics/sales.csv',
  path: '/api/analytics/sales.csv',
  report: true,
  async work(ctx) {
    const { salesCsv } = await ctx.server('features/analytics/analytics.service.js');
    return async (caller) => {
      let text = '';
      for await (const chunk of salesCsv({ db: ctx.db }, caller.id, { from: null, to: null })) text += chunk;
      return text;
    };
  },
});
