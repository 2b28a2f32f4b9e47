// POST /api/artworks with a 2 MB camera-sized JPEG (multipart): validation, re-encode and a 600 px thumbnail
// with sharp, two files written, two rows inserted. CPU-heavy, so few connections and a bounded count; the
// report gives mean, p50 and p99 ms per upload and uploads/s. The account is on the pro plan (no cap).
//
// The route decodes one user's uploads one after another (lib/image-jobs.ts: decoding is bounded per user),
// so its data floor runs each upload's work in the same per-user turn: four workers decoding the bench
// user's images side by side would measure a speed the endpoint is built never to give one user.
import path from 'node:path';
import { bearer } from '../lib/api.mjs';
import { authenticate } from '../lib/server-modules.mjs';
import { artworkForm } from '../seed/api-artworks.mjs';
import { photoJpeg } from '../seed/jpeg.mjs';

const FIELDS = {
  title: 'Bench Upload',
  medium: 'Photography',
  category_id: 4,
  price: 800,
  status: 'available',
};
const upload = {};

export default {
  name: 'POST /api/artworks (2 MB JPEG)',
  method: 'POST',
  path: '/api/artworks',
  kind: 'write',
  mutates: true,
  load: { connections: 4, requests: 40, warmupRequests: 4 },
  async setup() {
    upload.jpeg = await photoJpeg({ targetBytes: 2 * 1024 * 1024 });
    // The multipart bytes fetch would send, built once so every request carries the same body.
    const response = new Response(artworkForm(FIELDS, [upload.jpeg]));
    upload.contentType = response.headers.get('content-type');
    upload.body = Buffer.from(await response.arrayBuffer());
    upload.summary = { jpegBytes: upload.jpeg.length, bodyBytes: upload.body.length };
  },
  request: (ctx) => ({
    headers: { ...bearer(ctx.token), 'content-type': upload.contentType },
    body: upload.body,
  }),
  async dataFloor(ctx) {
    const [
      { processImage },
      { oneImageJobAtATime },
      { createArtwork },
      { countAccountArtworks },
      { assertCanAddArtworks },
      { DiskStorage },
    ] = await Promise.all([
      ctx.server('lib/images.js'),
      ctx.server('lib/image-jobs.js'),
      ctx.server('features/artworks/artworks.service.js'),
      ctx.server('features/artworks/artworks.repository.js'),
      ctx.server('features/plans/plans.service.js'),
      ctx.server('plugins/storage.js'),
    ]);
    const deps = {
      db: ctx.db,
      storage: new DiskStorage(path.join(ctx.dataDir, 'uploads')),
      dialect: 'sqlite',
    };
    const fields = Object.fromEntries(Object.entries(FIELDS).map(([key, value]) => [key, String(value)]));
    return async () => {
      const caller = await authenticate(ctx);
      // The route's plan check, before the turn and again inside it.
      const planAllows = async () =>
        assertCanAddArtworks(ctx.db, caller.id, await countAccountArtworks(ctx.db, caller.id));
      await planAllows();
      const artwork = await oneImageJobAtATime(caller.id, async () => {
        await planAllows();
        const image = await processImage(upload.jpeg, 'photo.jpg');
        return createArtwork(deps, caller.id, fields, [image]);
      });
      return JSON.stringify(artwork);
    };
  },
};
