import { thumbnailsReferencedBy } from './features/artworks/artwork-files.js';
import { referencedImageNames } from './features/artworks/artworks.repository.js';
import { referencedInspirationNames } from './features/inspiration/inspiration.repository.js';
import { referencedProfileImageNames } from './features/users/users.repository.js';
import type { UploadFolder } from './lib/upload-sweep.js';

/**
 * Every folder of uploads, each with what knows which files its rows reference. A feature that stores
 * files adds its folder here (and its image lookup to the thumbnails), or the sweep at start leaves its
 * orphans behind; a folder not listed here is never swept.
 */
export const UPLOAD_FOLDERS: UploadFolder[] = [
  { dir: 'artworks', referenced: referencedImageNames },
  { dir: 'inspiration', referenced: referencedInspirationNames },
  { dir: 'profiles', referenced: referencedProfileImageNames },
  {
    dir: 'thumbnails',
    referenced: thumbnailsReferencedBy([referencedImageNames, referencedInspirationNames]),
  },
];
