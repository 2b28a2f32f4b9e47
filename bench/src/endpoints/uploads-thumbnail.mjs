// GET /uploads/thumbnails/small_{name}: one gallery card's thumbnail (the domain's smallThumbnailUrl, as the
// cards ask for it), the request a scrolling gallery makes most. Public and static; its data floor reads the
// same file from disk. The thumbnails folder holds two files per image, so a server that looked through the
// folder per request would show here on the huge account.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { smallThumbnailUrl } from '@artledger/domain';

const url = (ctx) => smallThumbnailUrl(ctx.imageFiles[0]);

export default {
  name: 'GET /uploads/thumbnails/{name}',
  method: 'GET',
  kind: 'read',
  path: url,
  request: () => ({}),
  async dataFloor(ctx) {
    // The bench server keeps its uploads in DATA_DIR/uploads, the folder /uploads/ serves.
    const file = path.join(ctx.dataDir, ...url(ctx).split('/').filter(Boolean));
    return () => readFile(file);
  },
};
