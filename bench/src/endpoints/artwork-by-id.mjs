// GET /api/artworks/{id}: one artwork with its images (a consigned work with several images).
import { privateRead } from '../lib/private-read.mjs';

export default privateRead({
  name: 'GET /api/artworks/{id}',
  path: (ctx) => `/api/artworks/${ctx.sampleArtworkId}`,
  async work(ctx) {
    const { findArtwork } = await ctx.server('features/artworks/artworks.repository.js');
    return async (caller) => {
      const artwork = await findArtwork(ctx.db, caller.id, ctx.sampleArtworkId);
      if (!artwork) throw new Error('sample artwork not found');
      return artwork;
    };
  },
});
