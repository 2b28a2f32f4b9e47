// GET /api/artworks?scope=active&status=damaged&limit=60: the gallery filtered by a status about one work in
// twenty has, read as one range of the status's own index in the tab's order (artworks_status_gallery_idx).
import { galleryPage } from '../lib/gallery-page.mjs';

export default galleryPage({
  name: 'GET /api/artworks?scope=active&status=damaged&limit=60',
  path: '/api/artworks?scope=active&status=damaged&limit=60',
});
