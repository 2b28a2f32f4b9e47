// GET /api/user-subscription: the caller's subscription joined with its plan.
import { bearer } from '../lib/api.mjs';
import { authenticate } from '../lib/server-modules.mjs';

export default {
  name: 'GET /api/user-subscription',
  method: 'GET',
  path: '/api/user-subscription',
  kind: 'read',
  request: (ctx) => ({ headers: bearer(ctx.token) }),
  async dataFloor(ctx) {
    const { findUserSubscription } = await ctx.server('features/plans/plans.repository.js');
    return async () => {
      const caller = await authenticate(ctx);
      return JSON.stringify(await findUserSubscription(ctx.db, caller.id));
    };
  },
};
