import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../plugins/storage.js';
import type { ProcessedImage } from './images.js';
import { thumbnailKeys } from './thumbnails.js';

/** The folders whose images have thumbnails; profile pictures have none and are not stored through here. */
export type ImageFolder = 'artworks' | 'inspiration';

export type WarnLog = Pick<FastifyBaseLogger, 'warn'>;

/** The storage keys of one stored image: the image in its folder, then its 600 px and 400 px thumbnails. */
export function storedImageKeys(folder: ImageFolder, name: string): [string, string, string] {
  const [thumb, small] = thumbnailKeys(name) as [string, string];
  return [`${folder}/${name}`, thumb, small];
}

/**
 * Writes each image and its two thumbnails and answers the keys written. If a write fails, what was
 * written is removed and the write's own error is thrown: the clean-up never throws, so a failed
 * clean-up cannot hide why the upload failed.
 */
export async function storeImages(
  storage: Storage,
  folder: ImageFolder,
  images: ProcessedImage[],
  log?: WarnLog,
): Promise<string[]> {
  const written: string[] = [];
  try {
    for (const image of images) {
      const [main, thumb, small] = storedImageKeys(folder, image.name);
      for (const [key, data] of [
        [main, image.image],
        [thumb, image.thumbnail],
        [small, image.smallThumbnail],
      ] as const) {
        await storage.put(key, data);
        written.push(key);
      }
    }
    return written;
  } catch (error) {
    await removeStoredFiles(storage, written, log);
    throw error;
  }
}

/**
 * Deletes files whose rows are gone (or were never written) and answers the keys that could not be
 * removed. A failure is logged, never thrown: the delete the user asked for has committed, and a file
 * left behind is an orphan that the upload sweep (lib/upload-sweep.ts) removes at the next start.
 */
export async function removeStoredFiles(
  storage: Storage,
  keys: string[],
  log?: WarnLog,
  context: Record<string, unknown> = {},
): Promise<string[]> {
  const failed: string[] = [];
  const errors: unknown[] = [];
  await Promise.all(
    keys.map((key) =>
      storage.delete(key).catch((error: unknown) => {
        failed.push(key);
        errors.push(error);
      }),
    ),
  );
  if (failed.length) {
    const fields = { ...context, files: failed, err: errors[0] };
    const message = 'Some stored files were not removed; the upload sweep removes them at the next start';
    if (log) log.warn(fields, message);
    else console.warn(message, fields);
  }
  return failed;
}
