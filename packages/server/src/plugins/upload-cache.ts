import { LRUCache } from 'lru-cache';

/** What a plain GET of a stored file answered: @fastify/send's headers and the file's bytes. */
export interface CachedUpload {
  headers: Record<string, string>;
  body: Buffer;
}

/** Files above this are streamed from disk every time (full-size images); thumbnails are far below it. */
export const MAX_CACHED_UPLOAD_BYTES = 128 * 1024;
// Buffer.concat puts bodies under 4 KiB on a shared 8 KiB slab, which a cached body keeps alive.
const MIN_ACCOUNTED_BYTES = 8 * 1024;

/**
 * The most recently served small uploads, kept in memory. A gallery asks for the same thumbnails again and
 * again, and reading one from disk costs four thread-pool round trips (stat, open, read, close) and a stream,
 * several times the work of the request itself. Stored files never change (each name is new and written
 * once), so an entry stays right until the file is deleted: `forget` is called by the storage after each
 * delete, and a file read while any delete happened is not kept (it may be the file just deleted).
 * The cache is the process's own: servers sharing one uploads folder would not hear of each other's deletes,
 * and run with it off (UPLOAD_CACHE_MB=0).
 */
export class UploadCache {
  readonly #files: LRUCache<string, CachedUpload> | undefined;
  #deletions = 0;

  constructor(maxBytes: number) {
    this.#files =
      maxBytes > 0
        ? new LRUCache({
            maxSize: maxBytes,
            sizeCalculation: (file) => Math.max(file.body.byteLength, MIN_ACCOUNTED_BYTES),
          })
        : undefined;
  }

  get(key: string): CachedUpload | undefined {
    return this.#files?.get(key);
  }

  /** Whether a file of this size would be kept: worth reading into memory instead of streaming it. */
  accepts(bytes: number): boolean {
    return this.#files !== undefined && bytes <= MAX_CACHED_UPLOAD_BYTES;
  }

  /** Taken before reading a file from disk, and handed back to `keep` with what was read. */
  readStarted(): number {
    return this.#deletions;
  }

  keep(key: string, file: CachedUpload, readStarted: number): void {
    if (readStarted !== this.#deletions || !this.accepts(file.body.byteLength)) return;
    this.#files?.set(key, file);
  }

  forget(key: string): void {
    this.#deletions += 1;
    this.#files?.delete(key);
  }
}
