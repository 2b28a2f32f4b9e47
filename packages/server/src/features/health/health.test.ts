import { describe, expect, it } from 'vitest';
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
