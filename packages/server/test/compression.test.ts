import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { build } from './build.js';
import { buildArtworks, buildUser, sell, setPlan } from './factories.js';

const { app } = await build();

const page = '/api/artworks?scope=active&limit=60&offset=0';

describe('compressed answers', () => {
  it('sends a large JSON answer as brotli or gzip, whichever the client accepts, with the same JSON', async () => {
    const user = await buildUser(app);
    await buildArtworks(app, user.id, 40, { description: 'Oil on linen, painted at the harbour at dawn.' });
    const plain = await app.inject({ url: page, headers: user.auth });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);
    expect(plain.json()).toHaveLength(40);

    const br = await app.inject({
      url: page,
      headers: { ...user.auth, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['x-total-count']).toBe('40');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    // Compressed in one call (not streamed through the threadpool), so the length is known up front.
    expect(plain.rawPayload.length).toBeGreaterThan(8 * 1024);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.headers['transfer-encoding']).toBeUndefined();

    const gzip = await app.inject({ url: page, headers: { ...user.auth, 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    // Only the encodings we chose: deflate alone, or an unknown one, gets the plain answer.
    for (const accepted of ['deflate', 'compress', 'identity']) {
      const other = await app.inject({ url: page, headers: { ...user.auth, 'accept-encoding': accepted } });
      expect(other.headers['content-encoding'], accepted).toBeUndefined();
      expect(other.json(), accepted).toEqual(plain.json());
    }
  });

  it('leaves a small answer as it is', async () => {
    const user = await buildUser(app);
    const res = await app.inject({
      url: '/api/categories',
      headers: { ...user.auth, 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().length).toBeGreaterThan(0);
  });

  it('streams the sales export compressed', async () => {
    const user = await buildUser(app);
    await setPlan(app, user.id, 3);
    const ids = await buildArtworks(app, user.id, 30);
    for (const id of ids) await sell(app, user, id, { buyer_name: 'A collector from the harbour town' });
    const url = '/api/analytics/sales.csv';
    const plain = await app.inject({ url, headers: user.auth });
    expect(plain.statusCode).toBe(200);
    expect(plain.body.split('\r\n').filter(Boolean)).toHaveLength(31);
    const gzip = await app.inject({ url, headers: { ...user.auth, 'accept-encoding': 'gzip' } });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // A browser gets brotli, and still the file's name.
    const br = await app.inject({ url, headers: { ...user.auth, 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-disposition']).toBe(plain.headers['content-disposition']);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('never inflates a compressed request body: it is refused and nothing is written', async () => {
    const user = await buildUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/dealers',
      headers: { ...user.auth, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ name: 'Harbour Gallery', commission_rate: 40 })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The request body is not valid JSON', code: 'BAD_REQUEST' });
    const dealers = await app.inject({ url: '/api/dealers?status=all&type=all', headers: user.auth });
    expect(dealers.json()).toEqual([]);
  });
});
