// A few artworks created through the real API (POST /api/artworks, multipart with a sharp-made JPEG): the
// server stores each image and its two thumbnails under /uploads, and the bulk step reuses those real files.
import { apiRequest, bearer } from '../lib/api.mjs';
import { paintingJpeg } from './jpeg.mjs';

export const API_ARTWORKS = [
  {
    title: 'Harbor at First Light',
    medium: 'Oil painting',
    category_id: 1,
    price: 4200,
    tags: 'seascape, light',
  },
  { title: 'Night Garden I', medium: 'Watercolor', category_id: 1, price: 950, tags: 'botanical, night' },
  {
    title: 'Figure in Blue',
    medium: 'Charcoal drawing',
    category_id: 2,
    price: 600,
    tags: 'figurative, blue',
  },
  { title: 'Salt Flats', medium: 'Photography', category_id: 4, price: 1800, tags: 'landscape, minimal' },
  { title: 'Bronze Study', medium: 'Sculpture', category_id: 3, price: 12500, tags: 'figurative, study' },
  { title: 'Market Day', medium: 'Acrylic painting', category_id: 1, price: 2400, tags: 'urban, red' },
];

/** Multipart body of one artwork: its fields as text and JPEG files under `images`. */
export function artworkForm(fields, jpegs) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  jpegs.forEach((jpeg, i) =>
    form.append('images', new Blob([jpeg], { type: 'image/jpeg' }), `work-${i}.jpg`),
  );
  return form;
}

export async function seedApiArtworks({ api, account }) {
  const counted = await apiRequest(api, { path: '/api/user-artwork-count', headers: bearer(account.token) });
  if (counted.status === 200 && counted.json().count > 0)
    return { summary: { apiArtworks: `skipped: the account already has ${counted.json().count} artworks` } };
  const artworkIds = [];
  const imageFiles = [];
  for (const [index, fields] of API_ARTWORKS.entries()) {
    const response = await apiRequest(api, {
      method: 'POST',
      path: '/api/artworks',
      headers: bearer(account.token),
      body: artworkForm({ ...fields, status: 'available' }, [await paintingJpeg({ index })]),
    });
    if (response.status !== 201)
      throw new Error(`POST /api/artworks answered ${response.status}: ${response.bytes.toString('utf8')}`);
    const artwork = response.json();
    artworkIds.push(artwork.id);
    imageFiles.push(...artwork.images.map((image) => image.image_path));
  }
  return {
    account: { apiArtworkIds: artworkIds, imageFiles },
    summary: { apiArtworks: `${artworkIds.length} through POST /api/artworks (real JPEGs and thumbnails)` },
  };
}
