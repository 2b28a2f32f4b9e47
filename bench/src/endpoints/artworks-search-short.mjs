// GET /api/artworks?search=<two letters>&limit=60: the gallery search for a term too short for a trigram,
// through the index of short grams (artwork_search_short_fts).
import { galleryPage } from '../lib/gallery-page.mjs';
import { SHORT_SEARCH_TERM } from '../seed/facts.mjs';

export default galleryPage({
  name: 'GET /api/artworks?search=<two letters>&limit=60',
  path: `/api/artworks?search=${encodeURIComponent(SHORT_SEARCH_TERM)}&limit=60`,
});
