import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { securityHeadersMiddleware } from '../../plugins/security-headers.js';
import { build } from '../../../test/build.js';
import { testDialect } from '../../../test/database.js';

const { app } = await build();

describe('GET /api/health', () => {
  it('answers 200 without a token when the database is reachable', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: testDialect });
  });

  it('sends the security headers', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("sends exactly helmet's headers on answers, errors and unknown paths", async () => {
    // What the configured helmet middleware itself sets on a real response.
    const response = new ServerResponse(new IncomingMessage(new Socket()));
    securityHeadersMiddleware(response.req, response, () => {});
    const expected = response.getHeaders();
    expect(Object.keys(expected).length).toBeGreaterThan(10);
    for (const url of ['/api/health', '/api/users/profile', '/api/no-such-endpoint']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe({ '/api/health': 200, '/api/users/profile': 401 }[url] ?? 404);
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name], name).toBe(value);
    }
  });
});

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
