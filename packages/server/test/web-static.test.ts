import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { build } from './build.js';

const dist = mkdtempSync(path.join(tmpdir(), 'artledger-web-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>ArtLedger</title><div id="root"></div>');
const js = 'console.log("hello");'.repeat(100);
writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), js);
writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(js));

const { app, config } = await build({ webDistDir: dist });
const thumbnail = Buffer.from('a stored thumbnail');
mkdirSync(path.join(config.uploadDir, 'thumbnails'), { recursive: true });
writeFileSync(path.join(config.uploadDir, 'thumbnails', 'small_0123abcd.jpg'), thumbnail);
writeFileSync(path.join(config.uploadDir, 'thumbnails', '.hidden.jpg'), thumbnail);
writeFileSync(path.join(config.uploadDir, 'stray.jpg'), thumbnail);
mkdirSync(path.join(config.uploadDir, 'profiles'), { recursive: true });
writeFileSync(path.join(config.uploadDir, 'profiles', 'avatar_0123abcd.png'), thumbnail);

describe('serving the web app', () => {
  it('serves index.html at / and for client routes, never cached', async () => {
    for (const url of ['/', '/gallery', '/dealers/12/edit']) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('reads a relative WEB_DIST_DIR from where the server starts, and an empty one serves the API only', async () => {
    const env = { DATA_DIR: dist, JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing' };
    const relative = path.relative(process.cwd(), dist);
    expect(path.isAbsolute(relative)).toBe(false);
    const { webDistDir } = loadConfig({ ...env, WEB_DIST_DIR: relative });
    expect(webDistDir).toBe(dist);
    const { app: server } = await build({ webDistDir });
    try {
      const res = await server.inject({ url: '/gallery', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
    } finally {
      await server.close();
    }
    const apiOnly = loadConfig({ ...env, WEB_DIST_DIR: '' }).webDistDir;
    expect(apiOnly).toBe('');
    const { app: api } = await build({ webDistDir: apiOnly });
    try {
      const res = await api.inject({ url: '/gallery', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<div id="root">');
      expect((await api.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await api.close();
    }
  });

  it('answers / with the landing page the build wrote, when there is one, and every other route with index.html', async () => {
    const withLanding = mkdtempSync(path.join(tmpdir(), 'artledger-web-'));
    writeFileSync(path.join(withLanding, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(
      path.join(withLanding, 'landing.html'),
      '<!doctype html><div id="root"><h1>Landing</h1></div>',
    );
    const { app: server } = await build({ webDistDir: withLanding });
    try {
      for (const url of ['/', '/?ref=newsletter']) {
        const res = await server.inject({ url, headers: { accept: 'text/html' } });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('<h1>Landing</h1>');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      }
      for (const url of ['/login', '/gallery?search=harbour', '/dealers/3']) {
        const res = await server.inject({ url, headers: { accept: 'text/html' } });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toBe('<!doctype html><div id="root"></div>');
      }
    } finally {
      await server.close();
    }
  });

  it('answers HEAD for a client route as it answers GET, without the body', async () => {
    for (const url of ['/', '/gallery', '/login?next=%2Fdealers']) {
      const get = await app.inject({ url });
      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
      expect(head.headers['content-length'], url).toBe(get.headers['content-length']);
      expect(head.headers['cache-control'], url).toBe('no-cache');
      expect(head.body, url).toBe('');
    }
    // A missing file and an unknown endpoint stay missing.
    expect((await app.inject({ method: 'HEAD', url: '/assets/app-gone1234.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'HEAD', url: '/api/nothing-here' })).statusCode).toBe(404);
  });

  it('serves hashed assets compressed and cached for a year', async () => {
    const res = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
    const plain = await app.inject({ url: '/assets/app-abc123.js' });
    expect(plain.body).toBe(js);
  });

  it("serves an account's profile image from the profiles folder, as the admin's list asks for it", async () => {
    const res = await app.inject({ url: '/uploads/profiles/avatar_0123abcd.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect((await app.inject({ url: '/uploads/profiles/missing_0123abcd.png' })).statusCode).toBe(404);
  });

  it('serves a stored upload cached for a month, and answers a revalidation with 304', async () => {
    const res = await app.inject({ url: '/uploads/thumbnails/small_0123abcd.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(thumbnail)).toBe(true);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=2592000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // A second plain GET is answered from memory: the same bytes and the same headers.
    const repeat = await app.inject({ url: '/uploads/thumbnails/small_0123abcd.jpg' });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.rawPayload.equals(thumbnail)).toBe(true);
    for (const header of ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified']) {
      expect(repeat.headers[header], header).toBe(res.headers[header]);
    }
    expect(repeat.headers['content-security-policy']).toBe(res.headers['content-security-policy']);
    const again = await app.inject({
      url: '/uploads/thumbnails/small_0123abcd.jpg',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const head = await app.inject({ method: 'HEAD', url: '/uploads/thumbnails/small_0123abcd.jpg' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(thumbnail.length));
  });

  it('sends images as stored, whatever encodings the browser accepts', async () => {
    const image = Buffer.alloc(4096, 7);
    writeFileSync(path.join(config.uploadDir, 'thumbnails', 'thumb_4096abcd.jpg'), image);
    for (let read = 0; read < 2; read++) {
      const res = await app.inject({
        url: '/uploads/thumbnails/thumb_4096abcd.jpg',
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-length']).toBe('4096');
      expect(res.rawPayload.equals(image)).toBe(true);
    }
  });

  it('answers byte ranges of a stored upload, and 416 or 412 when the range or precondition cannot be met', async () => {
    const url = '/uploads/thumbnails/small_0123abcd.jpg';
    const part = await app.inject({ url, headers: { range: 'bytes=2-7' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('stored');
    expect(part.headers['content-range']).toBe(`bytes 2-7/${thumbnail.length}`);
    const past = await app.inject({ url, headers: { range: 'bytes=9999-' } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${thumbnail.length}`);
    expect(past.body).toBe('');
    expect(past.headers['content-length']).toBe('0');
    const malformed = await app.inject({ url, headers: { range: 'bytes=abc' } });
    expect(malformed.statusCode).toBe(416);
    for (const headers of [
      { 'if-match': '"not-this-file"' },
      { 'if-unmodified-since': new Date(0).toUTCString() },
    ]) {
      const stale = await app.inject({ url, headers });
      expect(stale.statusCode).toBe(412);
      expect(stale.body).toBe('');
      expect(stale.headers['content-type']).toBeUndefined();
    }
  });

  it('stops serving a stored upload as soon as the storage deletes it, however often it was served', async () => {
    const key = 'thumbnails/small_feedface.jpg';
    await app.storage.put(key, Buffer.from('soon gone'));
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({ url: `/uploads/${key}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('soon gone');
    }
    await app.storage.delete(key);
    const gone = await app.inject({ url: `/uploads/${key}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('NOT_FOUND');
  });

  it('serves nothing outside the upload folders: other folders, dot files, nested or climbing paths', async () => {
    for (const url of [
      '/uploads/stray.jpg',
      '/uploads/private/small_0123abcd.jpg',
      '/uploads/thumbnails/.hidden.jpg',
      '/uploads/thumbnails/nested/small_0123abcd.jpg',
      '/uploads/thumbnails/..%2F..%2Fpackage.json',
      '/uploads/thumbnails/%2e%2e%2fstray.jpg',
      '/uploads/../package.json',
      '/uploads/thumbnails/',
      '/uploads/thumbnails',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe('NOT_FOUND');
    }
  });

  it('keeps API, upload and asset misses as JSON 404s', async () => {
    for (const url of [
      '/api/nope',
      '/uploads/artworks/missing.jpg',
      '/assets/app-old999.js',
      '/favicon-missing.svg',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });
});
