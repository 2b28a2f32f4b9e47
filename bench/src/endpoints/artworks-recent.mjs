// GET /api/artworks?limit=6: the dashboard's recent works.
import { artworkListQuerySchema } from '@artledger/domain';
import { parsedQuery, privateRead } from '../lib/private-read.mjs';

const path = '/api/artworks?limit=6';

export default privateRead({
  name: 'GET /api/artworks?limit=6',
  path,
  async work(ctx) {
    const { countArtworks, listArtworks } = await ctx.server('features/artworks/artworks.repository.js');
    return async (caller) => {
      const query = parsedQuery(path, artworkListQuerySchema);
      // The route sends the count as X-Total-Count beside the page.
      const [items] = await Promise.all([
        listArtworks(ctx.db, caller.id, query),
        countArtworks(ctx.db, caller.id, query),
      ]);
      return items;
    };
  },
});
