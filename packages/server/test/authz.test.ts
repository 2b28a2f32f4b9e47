import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { build } from './build.js';
import { buildUser } from './factories.js';

const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
const { app } = await build({ jwtSecret: SECRET });
const user = await buildUser(app);

/** Every API route that is not explicitly public, with sample ids filled in. */
const privateRoutes = app.routeList
  .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && !r.public)
  .map((r) => ({ method: r.method, url: r.url.replace(/:(\w+)/g, '1') }));

async function signed(claims: Record<string, unknown>, secret = SECRET, expiresAt?: number) {
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuedAt();
  if (expiresAt) jwt.setExpirationTime(expiresAt);
  return jwt.sign(new TextEncoder().encode(secret));
}

const [, payload, signature] = user.token.split('.');
const tamperedPayload = Buffer.from(JSON.stringify({ sub: '999999', role: 'admin', ver: 0 })).toString(
  'base64url',
);

const badTokens: [string, () => Promise<string | undefined>][] = [
  ['no token', async () => undefined],
  ['a non-bearer scheme', async () => `Basic ${Buffer.from('a:b').toString('base64')}`],
  ['garbage', async () => 'Bearer not-a-jwt'],
  ['a tampered payload', async () => `Bearer ${user.token.split('.')[0]}.${tamperedPayload}.${signature}`],
  [
    'a wrong signature',
    async () =>
      `Bearer ${await signed({ role: 'artist', ver: 0 }, 'another-secret-that-is-also-long-enough!!')}`,
  ],
  [
    'an expired token',
    async () =>
      `Bearer ${await signed({ role: 'artist', ver: 0 }, SECRET, Math.floor(Date.now() / 1000) - 60)}`,
  ],
  [
    'an alg:none token',
    async () => `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`,
  ],
  ['a revoked version', async () => `Bearer ${await signed({ role: 'artist', ver: 7 })}`],
];

describe('authorisation walk over the route table', () => {
  it('has private routes to check', () => {
    expect(privateRoutes.length).toBeGreaterThanOrEqual(6);
    expect(privateRoutes).toContainEqual({ method: 'GET', url: '/api/users/profile' });
  });

  for (const [label, header] of badTokens) {
    it(`every private route answers 401 with ${label}`, async () => {
      const authorization = await header();
      for (const route of privateRoutes) {
        const res = await app.inject({
          method: route.method as 'GET',
          url: route.url,
          headers: authorization ? { authorization } : {},
          payload: ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined,
        });
        expect.soft(res.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect.soft(res.json().code, `${route.method} ${route.url}`).toBe('UNAUTHORIZED');
      }
    });
  }

  it('the public routes are exactly the intended ones', () => {
    const publicApi = app.routeList.filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.public,
    );
    expect(publicApi.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      [
        'GET /api/health',
        'GET /api/subscription-plans',
        'POST /api/auth/login',
        'POST /api/auth/register',
        'POST /api/stripe/webhook',
      ].sort(),
    );
  });

  it('the HEAD route Fastify derives from every private GET answers 401 without a token', async () => {
    const gets = privateRoutes.filter((route) => route.method === 'GET');
    expect(gets.length).toBeGreaterThan(10);
    for (const route of gets) {
      const res = await app.inject({ method: 'HEAD', url: route.url });
      expect.soft(res.statusCode, `HEAD ${route.url}`).toBe(401);
    }
    const signedIn = await app.inject({ method: 'HEAD', url: '/api/users/profile', headers: user.auth });
    expect(signedIn.statusCode).toBe(200);
  });

  it('a valid token passes', async () => {
    const res = await app.inject({ url: '/api/users/profile', headers: user.auth });
    expect(res.statusCode).toBe(200);
  });
});
