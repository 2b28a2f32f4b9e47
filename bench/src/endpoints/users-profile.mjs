// GET /api/users/profile: the caller's own user row.
import { bearer } from '../lib/api.mjs';
import { authenticate } from '../lib/server-modules.mjs';

export default {
  name: 'GET /api/users/profile',
  method: 'GET',
  path: '/api/users/profile',
  kind: 'read',
  request: (ctx) => ({ headers: bearer(ctx.token) }),
  async dataFloor(ctx) {
    const { findUserById, toUserDto } = await ctx.server('features/users/users.repository.js');
    return async () => {
      const caller = await authenticate(ctx);
      return JSON.stringify(toUserDto(await findUserById(ctx.db, caller.id)));
    };
  },
};
