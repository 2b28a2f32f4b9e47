import { artworkUploadFolders } from './features/artworks/artwork-files.js';
import type { UploadFolder } from './lib/upload-sweep.js';

/**
 * Every folder of uploads, each with the feature that knows which files its rows reference. A feature
 * that stores files (profile pictures, inspiration images) adds its folders here, or the sweep at start
 * leaves its orphans behind.
 */
export const UPLOAD_FOLDERS: UploadFolder[] = [...artworkUploadFolders];
