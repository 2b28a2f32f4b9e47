// GET /api/user-artwork-count: how many artworks the caller has (the plan meter).
import { privateRead } from '../lib/private-read.mjs';

export default privateRead({
  name: 'GET /api/user-artwork-count',
  path: '/api/user-artwork-count',
  async work(ctx) {
    const { countAccountArtworks } = await ctx.server('features/artworks/artworks.repository.js');
    return async (caller) => ({ count: await countAccountArtworks(ctx.db, caller.id) });
  },
});
