// POST /api/auth/login: a write dominated by one Argon2id verification, so no 50 ms read budget.
import { jsonBody } from '../lib/api.mjs';

export default {
  name: 'POST /api/auth/login',
  method: 'POST',
  path: '/api/auth/login',
  kind: 'write',
  request: (ctx) => jsonBody({ username: ctx.user.username, password: ctx.password }),
  async dataFloor(ctx) {
    const [{ findUserByLogin, toUserDto }, { verifyPassword }] = await Promise.all([
      ctx.server('features/users/users.repository.js'),
      ctx.server('lib/passwords.js'),
    ]);
    return async () => {
      const user = await findUserByLogin(ctx.db, ctx.user.username);
      if (!user || !(await verifyPassword(user.password_hash, ctx.password))) throw new Error('login failed');
      const token = await ctx.tokens.sign({ userId: user.id, role: user.role, version: user.token_version });
      return JSON.stringify({ success: true, token, user: toUserDto(user) });
    };
  },
};
