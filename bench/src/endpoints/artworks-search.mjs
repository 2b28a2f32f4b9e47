// GET /api/artworks?search=<common word>&limit=60: the gallery search, through the trigram index (artwork_search).
import { gallerySearch } from '../lib/gallery-search.mjs';
import { SEARCH_WORD } from '../seed/facts.mjs';

export default gallerySearch({ name: 'GET /api/artworks?search=<word>&limit=60', term: SEARCH_WORD });
