// GET /api/artworks/summary?scope=active: the gallery's tab counts and section totals over 5,000 works.
import { artworkListQuerySchema } from '@artledger/domain';
import { parsedQuery, privateRead } from '../lib/private-read.mjs';

const path = '/api/artworks/summary?scope=active';

export default privateRead({
  name: `GET ${path}`,
  path,
  async work(ctx) {
    const { summarizeArtworks } = await ctx.server('features/artworks/artworks.repository.js');
    return async (caller) => summarizeArtworks(ctx.db, caller.id, parsedQuery(path, artworkListQuerySchema));
  },
});
