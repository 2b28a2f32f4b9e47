// GET /api/artworks?search=<common word>&limit=60: the gallery search, through the trigram index (artwork_search).
import { galleryPage } from '../lib/gallery-page.mjs';
import { SEARCH_WORD } from '../seed/facts.mjs';

export default galleryPage({
  name: 'GET /api/artworks?search=<word>&limit=60',
  path: `/api/artworks?search=${encodeURIComponent(SEARCH_WORD)}&limit=60`,
});
