// GET /api/artworks/summary?dealer_ids={a page's dealers}: the figures of the dealer sections one page of the
// active tab shows (120 works past the studio), which the gallery asks for as that page arrives.
import { artworkSummaryQuerySchema } from '@artledger/domain';
import { parsedQuery, privateRead } from '../lib/private-read.mjs';

const pathFor = (ctx) => `/api/artworks/summary?dealer_ids=${ctx.galleryPageDealerIds.join(',')}`;

export default privateRead({
  name: "GET /api/artworks/summary?dealer_ids={a page's dealers}",
  path: pathFor,
  async work(ctx) {
    const { summarizeArtworks } = await ctx.server('features/artworks/artworks.repository.js');
    return async (caller) =>
      summarizeArtworks(ctx.db, caller.id, parsedQuery(pathFor(ctx), artworkSummaryQuerySchema));
  },
});
