import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Keys are relative paths such as `artworks/ab12.jpg`, served at
 * `/uploads/{key}`. The disk implementation can be swapped for an S3-compatible store.
 */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  delete(key: string): Promise<void>;
  /** Absolute path on disk, for tests and diagnostics. */
  locate(key: string): string;
  /** Calls `listener` with each key once its file is gone (the upload cache forgets it). */
  onDelete(listener: (key: string) => void): void;
}

export class DiskStorage implements Storage {
  readonly #deleteListeners: Array<(key: string) => void> = [];

  constructor(private readonly root: string) {}

  onDelete(listener: (key: string) => void): void {
    this.#deleteListeners.push(listener);
  }

  locate(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep))
      throw new Error(`Refusing a storage key outside the root: ${key}`);
    return full;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const full = this.locate(key);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, data, { flag: 'wx' });
  }

  async delete(key: string): Promise<void> {
    await rm(this.locate(key), { force: true });
    for (const listener of this.#deleteListeners) listener(key);
  }
}
