// GET /api/artworks?limit=6: the dashboard's recent works.
import { galleryPage } from '../lib/gallery-page.mjs';

export default galleryPage({ name: 'GET /api/artworks?limit=6', path: '/api/artworks?limit=6' });
