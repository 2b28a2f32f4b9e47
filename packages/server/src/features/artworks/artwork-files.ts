import type { UploadFolder } from '../../lib/upload-sweep.js';
import { referencedImageNames } from './artworks.repository.js';

/** Thumbnails are stored as thumbnails/thumb_{image name}. */
const THUMB_PREFIX = 'thumb_';

/** The artwork feature's upload folders, for the orphan sweep at start. */
export const artworkUploadFolders: UploadFolder[] = [
  { dir: 'artworks', referenced: referencedImageNames },
  {
    dir: 'thumbnails',
    async referenced(db, files) {
      const image = (file: string) => (file.startsWith(THUMB_PREFIX) ? file.slice(THUMB_PREFIX.length) : '');
      const found = await referencedImageNames(db, files.map(image).filter(Boolean));
      return new Set(files.filter((file) => found.has(image(file))));
    },
  },
];
