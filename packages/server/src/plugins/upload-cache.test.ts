import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { MAX_CACHED_UPLOAD_BYTES, UploadCache } from './upload-cache.js';

const file = (bytes: number) => ({ headers: { 'Content-Type': 'image/jpeg' }, body: Buffer.alloc(bytes, 1) });

describe('UploadCache', () => {
  it('keeps a file read while nothing was deleted, until the storage deletes it', () => {
    const cache = new UploadCache(32 * 1024 * 1024);
    cache.keep('thumbnails/a.jpg', file(6000), cache.readStarted());
    expect(cache.get('thumbnails/a.jpg')?.body.byteLength).toBe(6000);
    cache.forget('thumbnails/a.jpg');
    expect(cache.get('thumbnails/a.jpg')).toBeUndefined();
  });

  it('does not keep a file whose read overlapped a delete: it may be the file just deleted', () => {
    const cache = new UploadCache(32 * 1024 * 1024);
    const readStarted = cache.readStarted();
    cache.forget('thumbnails/a.jpg');
    cache.keep('thumbnails/a.jpg', file(6000), readStarted);
    expect(cache.get('thumbnails/a.jpg')).toBeUndefined();
  });

  it('leaves large files to the disk and stays within its memory bound', () => {
    const cache = new UploadCache(32 * 1024 * 1024);
    expect(cache.accepts(MAX_CACHED_UPLOAD_BYTES)).toBe(true);
    expect(cache.accepts(MAX_CACHED_UPLOAD_BYTES + 1)).toBe(false);
    cache.keep('artworks/big.jpg', file(MAX_CACHED_UPLOAD_BYTES + 1), cache.readStarted());
    expect(cache.get('artworks/big.jpg')).toBeUndefined();
    // 600 files of 100 kB are 60 MB: the oldest give way, the newest stay.
    for (let i = 0; i < 600; i++) cache.keep(`thumbnails/${i}.jpg`, file(100_000), cache.readStarted());
    expect(cache.get('thumbnails/0.jpg')).toBeUndefined();
    expect(cache.get('thumbnails/599.jpg')).toBeDefined();
    let kept = 0;
    for (let i = 0; i < 600; i++) if (cache.get(`thumbnails/${i}.jpg`)) kept += 1;
    expect(kept * 100_000).toBeLessThanOrEqual(32 * 1024 * 1024);
    expect(kept).toBeGreaterThan(300);
  });

  it('takes its memory from UPLOAD_CACHE_MB, 32 MiB unless set, and refuses a value that is not a whole number', () => {
    const env = { DATA_DIR: '/tmp/artledger-config-test', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(env).uploadCacheBytes).toBe(32 * 1024 * 1024);
    expect(loadConfig({ ...env, UPLOAD_CACHE_MB: '0' }).uploadCacheBytes).toBe(0);
    expect(() => loadConfig({ ...env, UPLOAD_CACHE_MB: '-1' })).toThrow(
      'UPLOAD_CACHE_MB must be a non-negative integer, got "-1"',
    );
    expect(() => loadConfig({ ...env, UPLOAD_CACHE_MB: 'lots' })).toThrow('UPLOAD_CACHE_MB');
  });

  it('keeps nothing when given no memory (UPLOAD_CACHE_MB=0)', () => {
    const cache = new UploadCache(0);
    expect(cache.accepts(6000)).toBe(false);
    cache.keep('thumbnails/a.jpg', file(6000), cache.readStarted());
    expect(cache.get('thumbnails/a.jpg')).toBeUndefined();
  });
});
