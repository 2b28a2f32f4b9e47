import { describe, expect, it } from 'vitest';
import { build } from './build.js';
import { setRole } from '../src/cli/set-role.js';
import { buildUser } from './factories.js';

/**
 * Sends what a careless or hostile client might to every API route and checks the answer is a 4xx with a
 * message a person can read — never a 500. Later areas are covered as soon as their routes exist.
 */
const { app } = await build();
const user = await buildUser(app);
// An admin reaches every route, so the admin routes' input handling is checked too (artists get 403 first).
await setRole(app.db, user.username, 'admin');

const routes = app.routeList.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
const withBody = routes.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method));
const withParams = routes.filter((r) => r.url.includes(':'));

function url(template: string, id = String(user.id)) {
  return template.replace(/:(\w+)/g, id);
}

function expectClientError(res: { statusCode: number; body: string }, label: string) {
  expect.soft(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect.soft(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  const body = JSON.parse(res.body);
  expect.soft(typeof body.error, label).toBe('string');
  expect.soft(body.error.length, label).toBeGreaterThan(0);
  expect.soft(typeof body.code, label).toBe('string');
}

const badBodies: [string, string, string][] = [
  ['malformed JSON', '{"firstName": "A",', 'application/json'],
  ['an empty JSON body', '', 'application/json'],
  ['a JSON array', '[1,2,3]', 'application/json'],
  ['a JSON number', '42', 'application/json'],
  ['a JSON string', '"hello"', 'application/json'],
  ['null', 'null', 'application/json'],
  [
    'wrong types',
    JSON.stringify({
      firstName: 1,
      lastName: [],
      username: {},
      email: true,
      password: 5,
      currentPassword: 1,
      newPassword: null,
      name: 3,
    }),
    'application/json',
  ],
  ['missing fields', '{}', 'application/json'],
  [
    'a prototype-pollution attempt',
    '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}',
    'application/json',
  ],
  ['form-encoded data', 'a=1&b=2', 'application/x-www-form-urlencoded'],
  ['plain text', 'hello', 'text/plain'],
];

describe('every route with a body refuses bad input with a 4xx', () => {
  for (const [label, payload, contentType] of badBodies) {
    it(label, async () => {
      for (const route of withBody) {
        const res = await app.inject({
          method: route.method as 'POST',
          url: url(route.url),
          headers: { ...user.auth, 'content-type': contentType },
          payload,
        });
        expectClientError(res, `${route.method} ${route.url} with ${label}`);
      }
    });
  }

  it('an oversized body answers 413', async () => {
    const huge = JSON.stringify({ bio: 'x'.repeat(51 * 1024 * 1024) });
    for (const route of withBody) {
      const res = await app.inject({
        method: route.method as 'POST',
        url: url(route.url),
        headers: { ...user.auth, 'content-type': 'application/json' },
        payload: huge,
      });
      expect.soft(res.statusCode, `${route.method} ${route.url}`).toBe(413);
      expect.soft(res.json().error, route.url).toMatch(/too large/i);
    }
  });
});

describe('every route with an id refuses odd ids with a 4xx', () => {
  for (const id of ['abc', '-1', '0', '1.5', '99999999999999999999', '%00', '1;DROP TABLE users']) {
    it(`id "${id}"`, async () => {
      for (const route of withParams) {
        const res = await app.inject({
          method: route.method as 'GET',
          url: url(route.url, encodeURIComponent(id)),
          headers: user.auth,
          payload: ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined,
        });
        expectClientError(res, `${route.method} ${route.url} with id ${id}`);
      }
    });
  }
});

describe('unknown paths and query strings', () => {
  it('an unknown API path answers 404 JSON', async () => {
    const res = await app.inject({ url: '/api/nothing-here', headers: user.auth });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('GET routes ignore junk query strings without failing', async () => {
    for (const route of routes.filter((r) => r.method === 'GET' && !r.url.includes(':'))) {
      const res = await app.inject({
        url: `${route.url}?limit=abc&offset=-5&x[]=1&search=%27%22`,
        headers: user.auth,
      });
      expect.soft(res.statusCode, route.url).toBeLessThan(500);
    }
  });
});
