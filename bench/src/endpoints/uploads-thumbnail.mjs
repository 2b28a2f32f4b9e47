// GET /uploads/thumbnails/small_{name}: one gallery card's thumbnail, the request a scrolling gallery makes
// most. Public and static; its data floor reads the same file from disk. The thumbnails folder holds two files
// per image, so a server that looked through the folder per request would show here on the huge account.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const fileName = (ctx) => `small_${ctx.imageFiles[0]}`;

export default {
  name: 'GET /uploads/thumbnails/{name}',
  method: 'GET',
  kind: 'read',
  path: (ctx) => `/uploads/thumbnails/${fileName(ctx)}`,
  request: () => ({}),
  async dataFloor(ctx) {
    const file = path.join(ctx.dataDir, 'uploads', 'thumbnails', fileName(ctx));
    return () => readFile(file);
  },
};
