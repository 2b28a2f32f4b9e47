import type { Db } from '../../db/database.js';
import { storedImageKeys } from '../../lib/stored-images.js';
import { listUserImagePaths } from '../artworks/artworks.repository.js';
import { listInspirationFileKeys } from '../inspiration/inspiration.repository.js';
import { findUserById } from '../users/users.repository.js';

/** Lists the storage keys of one kind of file a user uploaded. */
export type UserUploadSource = (db: Db, userId: number) => Promise<string[]>;

/**
 * Every kind of file a user can own. Deleting a user removes every key these list, so a feature that
 * stores files for a user adds its lister here (keys as given to Storage.put, e.g. `inspiration/ab.png`).
 */
export const USER_UPLOAD_SOURCES: UserUploadSource[] = [
  // Artwork images and their thumbnails.
  async (db, userId) =>
    (await listUserImagePaths(db, userId)).flatMap((name) => storedImageKeys('artworks', name)),
  // Inspiration and style-library images and their thumbnails.
  listInspirationFileKeys,
  // Profile picture.
  async (db, userId) => {
    const user = await findUserById(db, userId);
    return user?.profile_image ? [`profiles/${user.profile_image}`] : [];
  },
];

/** Every upload key the user owns, de-duplicated. */
export async function listUserUploadKeys(db: Db, userId: number): Promise<string[]> {
  const keys = new Set<string>();
  // One after the other: inside a transaction they share one connection.
  for (const source of USER_UPLOAD_SOURCES) for (const key of await source(db, userId)) keys.add(key);
  return [...keys];
}
