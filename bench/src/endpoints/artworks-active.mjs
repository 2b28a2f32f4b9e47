// GET /api/artworks?scope=active&limit=60: the first gallery page of 5,000 works (active tab, dealer sections).
import { galleryPage } from '../lib/gallery-page.mjs';

export default galleryPage({
  name: 'GET /api/artworks?scope=active&limit=60',
  path: '/api/artworks?scope=active&limit=60',
});
