// GET /api/artworks/summary?dealer_ids=none: the gallery's tab counts and the studio's and sold tab's totals,
// as the gallery asks for them on opening (dealer sections come page by page: artworks-summary-dealers.mjs).
import { artworkSummaryQuerySchema } from '@artledger/domain';
import { parsedQuery, privateRead } from '../lib/private-read.mjs';

const path = '/api/artworks/summary?dealer_ids=none';

export default privateRead({
  name: `GET ${path}`,
  path,
  async work(ctx) {
    const { summarizeArtworks } = await ctx.server('features/artworks/artworks.repository.js');
    return async (caller) =>
      summarizeArtworks(ctx.db, caller.id, parsedQuery(path, artworkSummaryQuerySchema));
  },
});
