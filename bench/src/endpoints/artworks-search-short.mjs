// GET /api/artworks?search=<two letters>&limit=60: the gallery search for a term too short for a trigram,
// through the index of short grams (artwork_search_short_fts).
import { gallerySearch } from '../lib/gallery-search.mjs';
import { SHORT_SEARCH_TERM } from '../seed/facts.mjs';

export default gallerySearch({
  name: 'GET /api/artworks?search=<two letters>&limit=60',
  term: SHORT_SEARCH_TERM,
});
