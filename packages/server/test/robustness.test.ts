import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../src/plugins/error-handler.js';
import { build } from './build.js';
import { setRole } from '../src/cli/set-role.js';
import { buildArtworks, buildUser, setPlan } from './factories.js';
import { form, makePng } from './images.js';

/**
 * Sends what a careless or hostile client might to every API route and checks the answer is a 4xx with a
 * message a person can read — never a 500. Later areas are covered as soon as their routes exist.
 */
const { app } = await build();
const user = await buildUser(app);
// Unlimited artworks, so the uploads below reach the multipart parser instead of the plan cap.
await setPlan(app, user.id, 3);
// An admin reaches every route, so the admin routes' input handling is checked too (artists get 403 first).
await setRole(app.db, user.username, 'admin');

const routes = app.routeList.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
const withBody = routes.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method));
const withParams = routes.filter((r) => r.url.includes(':'));
/** Routes that read multipart/form-data (images); a new upload route belongs in this list. */
const UPLOAD_ROUTES = ['POST /api/artworks', 'POST /api/artworks/:id/images'];
const uploads = withBody.filter((r) => UPLOAD_ROUTES.includes(`${r.method} ${r.url}`));
/** Routes that take only multipart/form-data (one image and text fields): JSON gets 415 there. */
const MULTIPART_ONLY_ROUTES = [
  'POST /api/inspiration',
  'POST /api/inspiration/generate-with-image',
  'POST /api/inspiration/generate-with-style-and-image',
  'POST /api/style-libraries/:id/images',
];
const multipartOnly = withBody.filter((r) => MULTIPART_ONLY_ROUTES.includes(`${r.method} ${r.url}`));

it('the sweep has routes to sweep', () => {
  // An empty list would make every loop below pass without testing anything.
  expect(routes.length).toBeGreaterThan(30);
  expect(withBody.length).toBeGreaterThan(10);
  expect(withParams.length).toBeGreaterThan(10);
  expect(uploads).toHaveLength(UPLOAD_ROUTES.length);
  expect(multipartOnly).toHaveLength(MULTIPART_ONLY_ROUTES.length);
});

it('multipart-only routes answer 415 to a JSON body', async () => {
  for (const route of multipartOnly) {
    const res = await app.inject({
      method: 'POST',
      url: url(route.url),
      headers: user.auth,
      payload: { title: 'Blue Hour' },
    });
    expect.soft(res.statusCode, `${route.method} ${route.url}: ${res.body.slice(0, 200)}`).toBe(415);
  }
});

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

  it('a JSON body over 256 KB answers 413 on every route', async () => {
    const huge = JSON.stringify({ bio: 'x'.repeat(300 * 1024) });
    for (const route of withBody) {
      const res = await app.inject({
        method: route.method as 'POST',
        url: url(route.url),
        headers: { ...user.auth, 'content-type': 'application/json' },
        payload: huge,
      });
      expect.soft(res.statusCode, `${route.method} ${route.url}`).toBe(413);
      expect.soft(res.json(), route.url).toEqual({
        error: 'The request is too large (max 256 KB here)',
        code: 'PAYLOAD_TOO_LARGE',
      });
    }
  });
});

/** Every text field name any route reads, so each route finds at least one of its own. */
const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'username',
  'email',
  'newPassword',
  'bio',
  'location',
  'phone',
  'website',
  'title',
  'medium',
  'description',
  'tags',
  'notes',
  'condition_notes',
  'name',
  'company_name',
  'address',
  'city',
  'contact_person',
  'payment_terms',
  'contract_terms',
  'return_notes',
  'buyer_name',
  'payment_check_number',
];

describe('control characters in text are refused with 400 on every route', () => {
  // Bodies without a free-text field (an id, an enum, Stripe's signed raw body): refused all the same, by
  // their own field's message, since no text field is there to name the control character.
  const noFreeText = new Set([
    'POST /api/stripe/create-checkout-session',
    'POST /api/stripe/portal-session',
    'POST /api/stripe/webhook',
    'PUT /api/admin/users/:id/subscription',
    'PUT /api/admin/users/:id/role',
  ]);
  const controls: [string, string][] = [
    ['NUL', '\u0000'],
    ['SOH', '\u0001'],
    ['ESC', '\u001b'],
    ['DEL', '\u007f'],
    ['a vertical tab', '\u000b'],
  ];
  for (const [label, char] of controls) {
    it(`${label} in every JSON text field`, async () => {
      const payload = Object.fromEntries(TEXT_FIELDS.map((field) => [field, `Blue${char}Hour`]));
      // Multipart-only routes refuse JSON with 415 (above); their text is checked as multipart below.
      const json = withBody.filter(
        (r) => (!uploads.includes(r) || r.url === '/api/artworks') && !multipartOnly.includes(r),
      );
      for (const route of json) {
        const res = await app.inject({
          method: route.method as 'POST',
          url: url(route.url),
          headers: user.auth,
          payload,
        });
        const name = `${route.method} ${route.url} with ${label}`;
        expect.soft(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBe(400);
        if (!noFreeText.has(`${route.method} ${route.url}`))
          expect.soft(res.body, name).toMatch(/control characters|may only contain/);
      }
    });

    it(`${label} in a multipart text field`, async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/artworks',
        headers: { ...user.auth, 'content-type': 'multipart/form-data; boundary=sweepboundary' },
        payload: multipartBody([
          ['title', `Blue${char}Hour`],
          ['medium', 'Oil painting'],
        ]),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details).toContainEqual({
        path: 'title',
        message: 'Title cannot contain control characters',
      });
    });

    it(`${label} in a multipart text field of an inspiration upload`, async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/inspiration',
        headers: user.auth,
        payload: form(
          { title: `Blue${char}Hour` },
          [{ name: 'a.png', data: await makePng(8, 8), type: 'image/png' }],
          'image',
        ) as unknown as object,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toMatch(/control characters/);
    });

    it(`${label} in a search query`, async () => {
      for (const route of routes.filter((r) => r.method === 'GET' && !r.url.includes(':'))) {
        const res = await app.inject({
          url: `${route.url}?search=${encodeURIComponent(`Blue${char}`)}`,
          headers: user.auth,
        });
        expect.soft(res.statusCode, route.url).toBeLessThan(500);
      }
    });
  }

  it('a line break in one-line text is refused; notes may span lines', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/dealers',
      headers: user.auth,
      payload: { name: 'North\nGallery', notes: 'line one\nline two\ttabbed' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { path: 'name', message: 'Dealer/Gallery name must be on one line (no tabs or line breaks)' },
    ]);
  });
});

function multipartBody(fields: [string, string][], boundary = 'sweepboundary'): string {
  return (
    fields
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`
  );
}

describe('malformed multipart answers 400 or 415, never 500', () => {
  const cases: [string, string, string][] = [
    ['no boundary', 'multipart/form-data', multipartBody([['title', 'A']])],
    ['a boundary that never appears', 'multipart/form-data; boundary=nothere', 'garbage bytes \u0000\u00ff'],
    [
      'a truncated body',
      'multipart/form-data; boundary=sweepboundary',
      '--sweepboundary\r\nContent-Disposition: form-data; name="title"\r\n\r\nHal',
    ],
    [
      'a truncated file',
      'multipart/form-data; boundary=sweepboundary',
      '--sweepboundary\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG',
    ],
    [
      'garbage headers',
      'multipart/form-data; boundary=sweepboundary',
      '--sweepboundary\r\n\u0000\u0000\r\n\r\n',
    ],
    ['an empty body', 'multipart/form-data; boundary=sweepboundary', ''],
  ];
  for (const [label, contentType, payload] of cases) {
    it(label, async () => {
      const [artworkId] = await buildArtworks(app, user.id, 1);
      for (const route of withBody) {
        const res = await app.inject({
          method: route.method as 'POST',
          url: url(route.url, String(artworkId)),
          headers: { ...user.auth, 'content-type': contentType },
          payload,
        });
        expectClientError(res, `${route.method} ${route.url} with ${label}`);
        expect
          .soft([400, 404, 413, 415], `${route.method} ${route.url} with ${label}`)
          .toContain(res.statusCode);
      }
    });
  }

  it('an oversized image answers 413 on every upload route', async () => {
    const [artworkId] = await buildArtworks(app, user.id, 1);
    const big = Buffer.concat([await makePng(8, 8), Buffer.alloc(11 * 1024 * 1024)]);
    for (const route of uploads) {
      const body = new FormData();
      body.append('title', 'Big');
      body.append('medium', 'Oil painting');
      body.append('images', new Blob([new Uint8Array(big)], { type: 'image/png' }), 'big.png');
      const res = await app.inject({
        method: 'POST',
        url: url(route.url, String(artworkId)),
        headers: user.auth,
        payload: body as unknown as object,
      });
      expect.soft(res.statusCode, route.url).toBe(413);
      expect.soft(res.json().error, route.url).toBe('File too large: each image must be 10MB or smaller');
    }
  });
});

describe('numbers sent as text are plain decimals', () => {
  it.each(['0x10', '1e3', ' 12 ', 'Infinity', '12abc'])(
    'a multipart price of "%s" is refused',
    async (price) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/artworks',
        headers: { ...user.auth, 'content-type': 'multipart/form-data; boundary=sweepboundary' },
        payload: multipartBody([
          ['title', 'Hex'],
          ['medium', 'Oil painting'],
          ['price', price],
        ]),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([{ path: 'price', message: 'Price must be a positive number' }]);
    },
  );

  it('a plain decimal is read as written', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/artworks',
      headers: { ...user.auth, 'content-type': 'multipart/form-data; boundary=sweepboundary' },
      payload: multipartBody([
        ['title', 'Plain'],
        ['medium', 'Oil painting'],
        ['price', '16.50'],
      ]),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().price).toBe(16.5);
  });
});

describe('framework errors keep the { error, code } format', () => {
  it('a broken %-encoding in the address', async () => {
    for (const route of routes) {
      const res = await app.inject({
        method: route.method as 'GET',
        url: route.url.includes(':') ? url(route.url, '%E0%A4%A') : `${route.url}/%`,
        headers: user.auth,
      });
      expectClientError(res, `${route.method} ${route.url}`);
    }
  });

  it('an over-long path parameter', async () => {
    for (const route of withParams) {
      const res = await app.inject({
        method: route.method as 'GET',
        url: url(route.url, '1'.repeat(500)),
        headers: user.auth,
      });
      expectClientError(res, `${route.method} ${route.url}`);
      expect.soft(res.json(), route.url).toEqual({
        error: 'A value in the address is too long',
        code: 'BAD_REQUEST',
      });
    }
  });

  it('no route reads an id written as hex or exponent as a number', async () => {
    for (const route of withParams) {
      for (const id of ['0x10', '1e1']) {
        const res = await app.inject({
          method: route.method as 'GET',
          url: url(route.url, id),
          headers: user.auth,
          ...(['POST', 'PUT', 'PATCH'].includes(route.method) && { payload: {} }),
        });
        expect
          .soft(res.statusCode, `${route.method} ${route.url} ${id}: ${res.body.slice(0, 200)}`)
          .toBe(400);
      }
    }
  });

  it('ids written as hex, exponent, padded or infinite are not read as numbers', async () => {
    for (const id of ['0x10', '1e3', ' 12 ', 'Infinity']) {
      const res = await app.inject({ url: `/api/artworks/${encodeURIComponent(id)}`, headers: user.auth });
      expect.soft(res.statusCode, id).toBe(400);
      expect.soft(res.json().code, id).toBe('VALIDATION_ERROR');
    }
  });

  it('every method on an unknown /api path answers 404 in the error format', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const res = await app.inject({ method, url: '/api/nothing-here/deeper', headers: user.auth });
      expect.soft(res.statusCode, method).toBe(404);
      expect.soft(res.json(), method).toEqual({
        error: `No such endpoint: ${method} /api/nothing-here/deeper`,
        code: 'NOT_FOUND',
      });
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

describe('database errors a race can cause answer 4xx', () => {
  // A parent row deleted by a simultaneous request between a service's checks and its insert: the
  // database refuses the foreign key. Both drivers' errors, as they reach the handler.
  it.each([
    ['PostgreSQL', { code: '23503', constraint: 'artworks_user_id_fkey' }],
    ['SQLite', { code: 'SQLITE_CONSTRAINT_FOREIGNKEY' }],
  ])('a foreign-key violation on %s answers 409 CONFLICT with a message', async (_, fields) => {
    const bare = Fastify({ logger: false });
    registerErrorHandler(bare);
    bare.post('/insert', async () => {
      throw Object.assign(new Error('insert or update violates foreign key constraint'), fields);
    });
    const res = await bare.inject({ method: 'POST', url: '/insert' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'CONFLICT',
      error: 'Something this change refers to no longer exists (it was just deleted). Reload and try again.',
    });
    await bare.close();
  });

  it('any other database error still answers 500 without its details', async () => {
    const bare = Fastify({ logger: false });
    registerErrorHandler(bare);
    bare.post('/insert', async () => {
      throw Object.assign(new Error('relation "x" does not exist'), { code: '42P01' });
    });
    const res = await bare.inject({ method: 'POST', url: '/insert' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 'INTERNAL_ERROR',
      error: 'Something went wrong on our side. Please try again.',
    });
    await bare.close();
  });
});
