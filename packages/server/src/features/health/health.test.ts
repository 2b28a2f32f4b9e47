import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isApiPath } from '../../lib/api-paths.js';
import { apiSecurityHeaders, securityHeadersMiddleware } from '../../plugins/security-headers.js';
import { build } from '../../../test/build.js';
import { testDialect } from '../../../test/database.js';

const { app } = await build();

describe('GET /api/health', () => {
  it('answers 200 without a token when the database is reachable', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: testDialect });
  });

  it('sends the API security headers: a CSP that forbids everything, no sniffing, same-origin only', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('sends exactly the API headers on answers, errors and unknown API paths, and no document header', async () => {
    const documentHeaders = helmetsOwnHeaders();
    const apiHeaders = Object.fromEntries(apiSecurityHeaders(Object.entries(documentHeaders)));
    expect(apiHeaders['strict-transport-security']).toBe(documentHeaders['strict-transport-security']);
    const requests = [
      { url: '/api/health', status: 200 },
      { url: '/api/users/profile', status: 401 },
      { url: '/api/no-such-endpoint', status: 404 },
      { url: '/api/health?probe=1', status: 200 },
      { method: 'POST' as const, url: '/api/auth/login', payload: '{"username":', status: 400 },
    ];
    for (const { status, ...request } of requests) {
      const res = await app.inject({ ...request, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode, request.url).toBe(status);
      for (const [name, value] of Object.entries(apiHeaders)) expect(res.headers[name], name).toBe(value);
      for (const name of Object.keys(documentHeaders).filter((header) => !(header in apiHeaders))) {
        expect(res.headers[name], `${request.url} ${name}`).toBeUndefined();
      }
    }
  });

  it("sends exactly helmet's headers on the docs pages and on anything outside the API", async () => {
    const expected = helmetsOwnHeaders();
    expect(Object.keys(expected).length).toBeGreaterThan(10);
    for (const url of ['/no-such-page', '/uploads/thumbnails/no-such-file.jpg', '/apix/health', '/api']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      for (const [name, value] of Object.entries(expected))
        expect(res.headers[name], `${url} ${name}`).toBe(value);
    }
    // The docs UI sets its own CSP for its scripts; every other helmet header is there.
    const docs = await app.inject({ url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    for (const [name, value] of Object.entries(expected)) {
      if (name !== 'content-security-policy') expect(docs.headers[name], name).toBe(value);
    }
  });

  it('tells API answers from pages by path', () => {
    for (const url of ['/api/health', '/api/artworks?search=docs', '/api/docsy', '/api/users/profile']) {
      expect(isApiPath(url), url).toBe(true);
    }
    for (const url of [
      '/api/docs',
      '/api/docs/',
      '/api/docs/json',
      '/api/docs?x=1',
      '/api',
      '/gallery',
      '/',
    ]) {
      expect(isApiPath(url), url).toBe(false);
    }
  });
});

/** What the configured helmet middleware itself sets on a real response. */
function helmetsOwnHeaders(): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  securityHeadersMiddleware(response.req, response, () => {});
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

describe('OpenAPI', () => {
  it('documents the routes at /api/docs/json', async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/users/profile', '/api/user-subscription']),
    );
    expect(doc.paths['/api/auth/register'].post.requestBody).toBeDefined();
  });

  it('serves the browsable UI at /api/docs', async () => {
    const res = await app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
