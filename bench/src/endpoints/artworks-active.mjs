// GET /api/artworks?scope=active&limit=60: the first gallery page of 5,000 works (active tab, dealer sections).
import { artworkListQuerySchema } from '@artledger/domain';
import { parsedQuery, privateRead } from '../lib/private-read.mjs';

const path = '/api/artworks?scope=active&limit=60';

export default privateRead({
  name: 'GET /api/artworks?scope=active&limit=60',
  path,
  async work(ctx) {
    const { listArtworksWithTotal } = await ctx.server('features/artworks/artworks.repository.js');
    return async (caller) => {
      const query = parsedQuery(path, artworkListQuerySchema);
      // The route sends the total as X-Total-Count beside the page.
      const { items } = await listArtworksWithTotal(ctx.db, caller.id, query);
      return items;
    };
  },
});
