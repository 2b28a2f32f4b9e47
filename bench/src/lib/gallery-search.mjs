// The gallery search's first page for one term, as the gallery asks for it: an endpoint descriptor.
import { artworkListQuerySchema } from '@artledger/domain';
import { parsedQuery, privateRead } from './private-read.mjs';

export function gallerySearch({ name, term }) {
  const path = `/api/artworks?search=${encodeURIComponent(term)}&limit=60`;
  return privateRead({
    name,
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
}
