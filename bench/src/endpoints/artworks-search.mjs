// GET /api/artworks?search=<common word>&limit=60: the gallery search, through the trigram index (artwork_search).
import { artworkListQuerySchema } from '@artledger/domain';
import { parsedQuery, privateRead } from '../lib/private-read.mjs';
import { SEARCH_WORD } from '../seed/facts.mjs';

const path = `/api/artworks?search=${SEARCH_WORD}&limit=60`;

export default privateRead({
  name: 'GET /api/artworks?search=<word>&limit=60',
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
