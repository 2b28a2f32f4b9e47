// GET /api/admin/users: the admin's User Management screen as it opens (50 users, newest first, and the
// number of users in X-Total-Count), on an install of 500 artists (5,000 beside the huge account).
import { adminUserListQuerySchema } from '@artledger/domain';
import { parsedQuery, privateRead } from '../lib/private-read.mjs';

const path = '/api/admin/users?limit=50&offset=0';

export default privateRead({
  name: `GET ${path}`,
  path,
  token: (ctx) => ctx.adminToken,
  async work(ctx) {
    const { listAdminUsersWithTotal } = await ctx.server('features/admin/admin.repository.js');
    const query = parsedQuery(path, adminUserListQuerySchema);
    return async () => (await listAdminUsersWithTotal(ctx.db, query)).items;
  },
});
