// GET /api/categories: the 11 artwork categories (the route's own query).
import { privateRead } from '../lib/private-read.mjs';

export default privateRead({
  name: 'GET /api/categories',
  path: '/api/categories',
  async work(ctx) {
    return async () => ctx.db.selectFrom('categories').select(['id', 'name']).orderBy('id').execute();
  },
});
