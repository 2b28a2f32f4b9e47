import { thumbnailsReferencedBy } from './features/artworks/artwork-files.js';
import { referencedImageNames } from './features/artworks/artworks.repository.js';
import { referencedInspirationNames } from './features/inspiration/inspiration.repository.js';
/**
 * Every folder of uploads, each with what knows which files its rows reference. A feature that stores
 * files adds its folder here (and its image lookup to the thumbnails), or the sweep at start leaves its
 * orphans behind; a folder not listed here is never swept.
 */
export const UPLOAD_FOLDERS = [
    { dir: 'artworks', referenced: referencedImageNames },
    { dir: 'inspiration', referenced: referencedInspirationNames },
    {
        dir: 'thumbnails',
        referenced: thumbnailsReferencedBy([referencedImageNames, referencedInspirationNames]),
    },
];
//# sourceMappingURL=upload-folders.js.map