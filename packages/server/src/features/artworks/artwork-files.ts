import type { Db } from '../../db/database.js';
import { imageOfThumbnail } from '../../lib/thumbnails.js';

type Referenced = (db: Db, names: string[]) => Promise<Set<string>>;

/**
 * The shared thumbnails folder: a thumbnail is referenced when its image is referenced by any of the
 * features that store images (artworks, inspiration), so the sweep never takes another feature's file.
 */
export function thumbnailsReferencedBy(owners: Referenced[]): Referenced {
  return async (db, files) => {
    const names = [...new Set(files.map(imageOfThumbnail).filter(Boolean))];
    const found = new Set<string>();
    for (const owner of owners) for (const name of await owner(db, names)) found.add(name);
    return new Set(files.filter((file) => found.has(imageOfThumbnail(file))));
  };
}
