import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { build } from './build.js';

const dist = mkdtempSync(path.join(tmpdir(), 'artledger-web-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>ArtLedger</title><div id="root"></div>');
const js = 'console.log("hello");'.repeat(100);
writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), js);
writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(js));

const { app } = await build({ webDistDir: dist });

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
