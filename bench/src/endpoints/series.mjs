// GET /api/series: the caller's series by name (the route's own query).
import { privateRead } from '../lib/private-read.mjs';

export default privateRead({
  name: 'GET /api/series',
  path: '/api/series',
  async work(ctx) {
    return async (caller) =>
      ctx.db
        .selectFrom('series')
        .select(['id', 'name', 'description', 'year', 'created_at'])
        .where('user_id', '=', caller.id)
        .orderBy('name_lower')
        .execute();
  },
});
