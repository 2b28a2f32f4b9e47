// A page of the artwork list as a screen asks for it (the gallery, its search and filters): an endpoint
// descriptor whose data floor runs the route's own repository call.
import { artworkListQuerySchema } from '@artledger/domain';
import { parsedQuery, privateRead } from './private-read.mjs';

export function galleryPage({ name, path }) {
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
