// GET /api/consumables: the 500 supplies of the large account, newest first.
import { privateRead } from '../lib/private-read.mjs';

export default privateRead({
  name: 'GET /api/consumables',
  path: '/api/consumables',
  async work(ctx) {
    const { listSupplies } = await ctx.server('features/supplies/supplies.service.js');
    return async (caller) => listSupplies({ db: ctx.db }, caller.id, {});
  },
});
