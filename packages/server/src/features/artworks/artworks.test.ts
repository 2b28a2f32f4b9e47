import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/build.js';
import {
  buildArtworks,
  buildDealer,
  buildUser,
  consign,
  setPlan,
  type TestUser,
} from '../../../test/factories.js';
import { captureLog } from '../../../test/log-lines.js';
import { form, makeJpeg, makeNoisyJpeg, makePng } from '../../../test/images.js';

// Warnings and errors only, kept for the tests that check what the server reports.
const log = captureLog();
const { app, config } = await build({ logLevel: 'warn' }, {}, { logger: { stream: log.stream } });

const files = (dir: 'artworks' | 'thumbnails') => {
  const full = path.join(config.uploadDir, dir);
  return existsSync(full) ? readdirSync(full) : [];
};
const fileCount = () => files('artworks').length + files('thumbnails').length;

async function proUser(): Promise<TestUser> {
  const user = await buildUser(app);
  await setPlan(app, user.id, 3);
  return user;
}

function post(user: TestUser, payload: FormData | object) {
  return app.inject({ method: 'POST', url: '/api/artworks', headers: user.auth, payload: payload as object });
}

async function rowCount(userId: number) {
  const row = await app.db
    .selectFrom('artworks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A PNG header claiming 30,000 × 30,000 pixels: a few bytes that would need gigabytes to decode. */
function pixelBombPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(30_000, 0);
  ihdr.writeUInt32BE(30_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([120, 156, 3, 0, 0, 0, 0, 1])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST /api/artworks', () => {
  it('creates an artwork with a JPEG and a PNG, stores both with thumbnails, and returns every field', async () => {
    const user = await proUser();
    const series = await app.inject({
      method: 'POST',
      url: '/api/series',
      headers: user.auth,
      payload: { name: 'Harbours' },
    });
    const before = fileCount();
    const res = await post(
      user,
      form(
        {
          title: 'Harbour at Dusk',
          medium: 'Oil painting',
          description: 'Boats at rest',
          category_id: '1',
          series_id: String(series.json().seriesId),
          dimensions_width: '24',
          dimensions_height: '36.5',
          dimensions_unit: 'cm',
          year_created: '2023-06-01',
          status: 'on_display',
          location: 'Studio',
          price: '1500.50',
          cost_to_create: '120',
          insurance_value: '2000',
          is_original: 'false',
          edition_number: '2',
          total_editions: '10',
          tags: 'sea, boats, , Sea',
          notes: 'Private note',
          condition_notes: 'Small scratch',
        },
        [
          { name: 'front.jpg', data: await makeJpeg(1600, 1200) },
          { name: 'detail.png', data: await makePng(800, 800), type: 'image/png' },
        ],
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const artwork = res.json();
    expect(artwork).toMatchObject({
      title: 'Harbour at Dusk',
      medium: 'Oil painting',
      category_id: 1,
      category_name: 'Painting',
      series_name: 'Harbours',
      dimensions_width: 24,
      dimensions_height: 36.5,
      dimensions_depth: null,
      dimensions_unit: 'cm',
      year_created: '2023-06-01',
      status: 'on_display',
      price: 1500.5,
      cost_to_create: 120,
      insurance_value: 2000,
      is_original: false,
      edition_number: 2,
      total_editions: 10,
      tags: 'sea, boats',
      notes: 'Private note',
      condition_notes: 'Small scratch',
      image_count: 2,
    });
    expect(artwork.images).toHaveLength(2);
    expect(artwork.primary_image).toBe(artwork.images[0].image_path);
    expect(artwork.images[0].image_path).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(artwork.images[1].image_path).toMatch(/^[0-9a-f]{32}\.png$/);
    // Each image: the file, its 600 px thumbnail and its 400 px one.
    expect(fileCount()).toBe(before + 6);

    for (const image of artwork.images) {
      const original = await sharp(path.join(config.uploadDir, 'artworks', image.image_path)).metadata();
      for (const [prefix, size] of [
        ['thumb_', 600],
        ['small_', 400],
      ] as const) {
        const thumb = path.join(config.uploadDir, 'thumbnails', `${prefix}${image.image_path}`);
        const meta = await sharp(thumb).metadata();
        const scale = size / Math.max(original.width!, original.height!);
        expect([meta.width, meta.height]).toEqual([
          Math.round(original.width! * scale),
          Math.round(original.height! * scale),
        ]);
        expect(meta.format).toBe(image.image_path.endsWith('.png') ? 'png' : 'jpeg');
        const served = await app.inject({ url: `/uploads/thumbnails/${prefix}${image.image_path}` });
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload.equals(readFileSync(thumb))).toBe(true);
      }
    }
    const full = await sharp(
      path.join(config.uploadDir, 'artworks', artwork.images[0].image_path),
    ).metadata();
    expect([full.width, full.height]).toEqual([1600, 1200]);
    const row = await app.db
      .selectFrom('artworks')
      .selectAll()
      .where('id', '=', artwork.id)
      .executeTakeFirstOrThrow();
    expect(row.price_cents).toBe(150050);
  });

  it('strips GPS and other EXIF from an uploaded JPEG and applies its orientation', async () => {
    const user = await proUser();
    const upload = await makeJpeg(400, 200, { gps: true, rotated: true });
    const sent = exifReader((await sharp(upload).metadata()).exif!);
    expect(sent.GPSInfo?.GPSLatitude).toEqual([48, 51, 24]);
    expect(sent.Image?.Orientation).toBe(6);
    const res = await post(
      user,
      form({ title: 'Geo', medium: 'Photography' }, [{ name: 'geo.jpg', data: upload }]),
    );
    expect(res.statusCode).toBe(201);
    const name = res.json().primary_image;
    for (const file of [
      path.join(config.uploadDir, 'artworks', name),
      path.join(config.uploadDir, 'thumbnails', `thumb_${name}`),
      path.join(config.uploadDir, 'thumbnails', `small_${name}`),
    ]) {
      const meta = await sharp(file).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
    }
    const stored = await sharp(path.join(config.uploadDir, 'artworks', name)).metadata();
    expect([stored.width, stored.height]).toEqual([200, 400]);
  });

  it('accepts a JSON body without images and applies the defaults', async () => {
    const user = await proUser();
    const res = await post(user, { title: 'Sketch', medium: 'Pencil drawing' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'available',
      dimensions_unit: 'inches',
      is_original: true,
      primary_image: null,
      images: [],
      price: null,
    });
  });

  it('a renamed text file is refused with 400 naming the file, leaving no row and no file', async () => {
    const user = await proUser();
    const before = fileCount();
    const res = await post(
      user,
      form({ title: 'Fake', medium: 'Other' }, [
        { name: 'good.jpg', data: await makeJpeg(100, 100) },
        { name: 'notes.jpg', data: Buffer.from('just some text, not a picture') },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('notes.jpg is not a valid image file');
    expect(await rowCount(user.id)).toBe(0);
    expect(fileCount()).toBe(before);
  });

  it('an 11th image is refused with 413, leaving nothing behind', async () => {
    const user = await proUser();
    const before = fileCount();
    const jpeg = await makeJpeg(50, 50);
    const res = await post(
      user,
      form(
        { title: 'Many', medium: 'Other' },
        Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.jpg`, data: jpeg })),
      ),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/at most 10 images/);
    expect(await rowCount(user.id)).toBe(0);
    expect(fileCount()).toBe(before);
  });

  it('an 11 MB image is refused with 413, leaving nothing behind', async () => {
    const user = await proUser();
    const before = fileCount();
    const big = await makeNoisyJpeg(2400, 2400);
    const padded = Buffer.concat([big, Buffer.alloc(Math.max(0, 11 * 1024 * 1024 - big.length))]);
    expect(padded.length).toBeGreaterThan(10 * 1024 * 1024);
    const res = await post(
      user,
      form({ title: 'Huge', medium: 'Other' }, [
        { name: 'ok.jpg', data: await makeJpeg(60, 60) },
        { name: 'huge.jpg', data: padded },
      ]),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/10MB/);
    expect(await rowCount(user.id)).toBe(0);
    expect(fileCount()).toBe(before);
  });

  it('an image with absurd pixel dimensions is refused without decoding it', async () => {
    const user = await proUser();
    const res = await post(
      user,
      form({ title: 'Bomb', medium: 'Other' }, [
        { name: 'bomb.png', data: pixelBombPng(), type: 'image/png' },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('bomb.png is too large in pixels (max 50 megapixels)');
    expect(await rowCount(user.id)).toBe(0);
  });

  it.each([
    [{ medium: 'Oil painting' }, 'Title is required'],
    [{ title: 'A' }, 'Medium is required'],
    [{ title: 'A', medium: 'B', price: '-3' }, 'Price must be a positive number'],
    [{ title: 'A', medium: 'B', cost_to_create: '-1' }, 'Cost must be a positive number'],
    [{ title: 'A', medium: 'B', year_created: '2020-13-45' }, 'Please enter a valid date'],
    [{ title: 'A', medium: 'B', year_created: '2999-01-01' }, 'Creation date cannot be in the future'],
    [
      { title: 'A', medium: 'B', is_original: 'false', edition_number: '0' },
      'Edition number must be at least 1',
    ],
    [
      { title: 'A', medium: 'B', is_original: 'false', total_editions: '0' },
      'Total editions must be at least 1',
    ],
    [{ title: 'A', medium: 'B', status: 'sold' }, 'Please choose a valid status'],
  ])('validates multipart fields %o → "%s", writing nothing', async (fields, message) => {
    const user = await proUser();
    const before = fileCount();
    const res = await post(
      user,
      form(fields as Record<string, string>, [{ name: 'a.jpg', data: await makeJpeg(40, 40) }]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: message });
    expect(await rowCount(user.id)).toBe(0);
    expect(fileCount()).toBe(before);
  });

  it("refuses another user's series and an unknown category with 404", async () => {
    const [a, b] = [await proUser(), await proUser()];
    const series = await app.inject({
      method: 'POST',
      url: '/api/series',
      headers: b.auth,
      payload: { name: 'Theirs' },
    });
    const res = await post(a, { title: 'X', medium: 'Y', series_id: series.json().seriesId });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Series not found');
    const cat = await post(a, { title: 'X', medium: 'Y', category_id: 999 });
    expect(cat.statusCode).toBe(404);
    expect(await rowCount(a.id)).toBe(0);
  });

  it('enforces the free plan cap: the 6th artwork answers 403 and writes nothing', async () => {
    const user = await buildUser(app);
    await buildArtworks(app, user.id, 5);
    const before = fileCount();
    const res = await post(
      user,
      form({ title: 'Sixth', medium: 'Oil painting' }, [{ name: 'six.jpg', data: await makeJpeg(80, 80) }]),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'Free plan limit reached (5 artworks). Upgrade your plan to add more artworks.',
      code: 'PLAN_LIMIT_REACHED',
    });
    expect(await rowCount(user.id)).toBe(5);
    expect(fileCount()).toBe(before);
    const count = await app.inject({ url: '/api/user-artwork-count', headers: user.auth });
    expect(count.json()).toEqual({ count: 5 });
    await setPlan(app, user.id, 2);
    expect((await post(user, { title: 'Sixth', medium: 'Oil painting' })).statusCode).toBe(201);
  });
});

describe('GET /api/artworks', () => {
  const seeded = (async () => {
    const user = await proUser();
    const s1 = (
      await app.inject({
        method: 'POST',
        url: '/api/series',
        headers: user.auth,
        payload: { name: 'Blue Period' },
      })
    ).json().seriesId;
    await buildArtworks(app, user.id, 1, {
      title: 'The Old Guitarist',
      medium: 'Oil painting',
      series_id: s1,
      category_id: 1,
    });
    await buildArtworks(app, user.id, 1, {
      title: 'Dove',
      medium: 'Lithograph print',
      status: 'sold',
      category_id: 6,
      tags: 'peace, bird',
    });
    await buildArtworks(app, user.id, 1, {
      title: 'Harlequin',
      medium: 'Watercolor',
      description: 'A BLUE costume',
      status: 'reserved',
      category_id: 1,
    });
    await buildArtworks(app, user.id, 1, {
      title: 'Untitled',
      medium: 'Ink drawing',
      notes: 'gift for blue-eyed friend',
      status: 'in_storage',
      series_id: s1,
    });
    await buildArtworks(app, user.id, 1, {
      title: '100% Cotton',
      medium: 'Textile art',
      status: 'available',
    });
    return { user, s1 };
  })();

  const titles = async (query: string) => {
    const { user } = await seeded;
    const res = await app.inject({ url: `/api/artworks${query}`, headers: user.auth });
    expect(res.statusCode, res.body).toBe(200);
    return res
      .json()
      .map((a: { title: string }) => a.title)
      .sort();
  };

  it('lists only the caller’s works, newest first, with the total in a header', async () => {
    const { user } = await seeded;
    const other = await proUser();
    await buildArtworks(app, other.id, 2);
    const res = await app.inject({ url: '/api/artworks', headers: user.auth });
    expect(res.headers['x-total-count']).toBe('5');
    expect(res.json().map((a: { title: string }) => a.title)).toEqual([
      '100% Cotton',
      'Untitled',
      'Harlequin',
      'Dove',
      'The Old Guitarist',
    ]);
    expect(res.json()[0]).not.toHaveProperty('images');
  });

  it('filters by status, scope, category, series and search, combined', async () => {
    const { s1 } = await seeded;
    expect(await titles('?status=sold')).toEqual(['Dove']);
    expect(await titles('?scope=sold')).toEqual(['Dove']);
    expect(await titles('?scope=active')).toEqual([
      '100% Cotton',
      'Harlequin',
      'The Old Guitarist',
      'Untitled',
    ]);
    expect(await titles('?category=1')).toEqual(['Harlequin', 'The Old Guitarist']);
    expect(await titles(`?series=${s1}`)).toEqual(['The Old Guitarist', 'Untitled']);
    expect(await titles('?search=BLUE')).toEqual(['Harlequin', 'Untitled']);
    expect(await titles('?search=guitar')).toEqual(['The Old Guitarist']);
    expect(await titles('?search=lithograph')).toEqual(['Dove']);
    expect(await titles('?search=bird')).toEqual(['Dove']);
    expect(await titles('?search=100%25')).toEqual(['100% Cotton']);
    expect(await titles('?search=_')).toEqual([]);
    expect(await titles(`?search=blue&series=${s1}`)).toEqual(['Untitled']);
    expect(await titles('?category=1&status=reserved&search=harle')).toEqual(['Harlequin']);
  });

  it('pages with limit and offset', async () => {
    const { user } = await seeded;
    const page1 = await app.inject({ url: '/api/artworks?limit=2', headers: user.auth });
    const page2 = await app.inject({ url: '/api/artworks?limit=2&offset=2', headers: user.auth });
    expect(page1.json().map((a: { title: string }) => a.title)).toEqual(['100% Cotton', 'Untitled']);
    expect(page2.json().map((a: { title: string }) => a.title)).toEqual(['Harlequin', 'Dove']);
    expect(page2.headers['x-total-count']).toBe('5');
  });

  it('refuses bad filters with 400', async () => {
    const { user } = await seeded;
    for (const [query, message] of [
      ['?status=lost', 'Unknown status'],
      ['?limit=0', 'limit must be at least 1'],
      ['?category=abc', 'Please choose a valid category'],
    ]) {
      const res = await app.inject({ url: `/api/artworks${query}`, headers: user.auth });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
    }
  });

  it('summarises tabs and totals', async () => {
    const { user } = await seeded;
    const res = await app.inject({ url: '/api/artworks/summary', headers: user.auth });
    expect(res.json()).toEqual({
      active_count: 4,
      sold_count: 1,
      studio: { count: 4, total_value: 4000 },
      dealers: [],
      sold: { total_sold: 1, net_revenue: 1000, average_net_sale: 1000 },
    });
  });
});

describe('one artwork', () => {
  it('reads, edits (clearing optional fields) and deletes with its files', async () => {
    const user = await proUser();
    const created = (
      await post(
        user,
        form({ title: 'Pier', medium: 'Watercolor', description: 'Old', price: '300' }, [
          { name: 'p.jpg', data: await makeJpeg(300, 200) },
        ]),
      )
    ).json();
    const got = await app.inject({ url: `/api/artworks/${created.id}`, headers: user.auth });
    expect(got.json()).toMatchObject({
      id: created.id,
      title: 'Pier',
      images: [{ image_path: created.primary_image }],
    });

    const edit = await app.inject({
      method: 'PUT',
      url: `/api/artworks/${created.id}`,
      headers: user.auth,
      payload: {
        title: 'Pier at Noon',
        status: 'reserved',
        description: '',
        price: 450.25,
        notes: 'kept',
        condition_notes: null,
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({
      success: true,
      artwork: {
        title: 'Pier at Noon',
        status: 'reserved',
        description: null,
        price: 450.25,
        notes: 'kept',
        medium: 'Watercolor',
      },
    });

    const bad = await app.inject({
      method: 'PUT',
      url: `/api/artworks/${created.id}`,
      headers: user.auth,
      payload: { title: '', price: -1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { message: string }) => d.message)).toEqual([
      'Title is required',
      'Price must be a positive number',
    ]);

    const main = path.join(config.uploadDir, 'artworks', created.primary_image);
    const thumb = path.join(config.uploadDir, 'thumbnails', `thumb_${created.primary_image}`);
    const small = path.join(config.uploadDir, 'thumbnails', `small_${created.primary_image}`);
    expect(existsSync(main) && existsSync(thumb) && existsSync(small)).toBe(true);
    const served = [
      `/uploads/artworks/${created.primary_image}`,
      `/uploads/thumbnails/thumb_${created.primary_image}`,
      `/uploads/thumbnails/small_${created.primary_image}`,
    ];
    for (const url of served) expect((await app.inject({ url })).statusCode, url).toBe(200);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/artworks/${created.id}`,
      headers: user.auth,
    });
    expect(del.json()).toEqual({ success: true });
    expect(existsSync(main) || existsSync(thumb) || existsSync(small)).toBe(false);
    for (const url of served) expect((await app.inject({ url })).statusCode, url).toBe(404);
    expect(
      await app.db.selectFrom('artwork_images').select('id').where('artwork_id', '=', created.id).execute(),
    ).toEqual([]);
    expect((await app.inject({ url: `/api/artworks/${created.id}`, headers: user.auth })).statusCode).toBe(
      404,
    );
  });

  it('adds images up to 10 in all and checks their content', async () => {
    const user = await proUser();
    const created = (
      await post(
        user,
        form({ title: 'Dock', medium: 'Oil painting' }, [{ name: 'a.jpg', data: await makeJpeg(100, 100) }]),
      )
    ).json();
    const url = `/api/artworks/${created.id}/images`;
    const add = await app.inject({
      method: 'POST',
      url,
      headers: user.auth,
      payload: form({}, [
        { name: 'b.png', data: await makePng(90, 90), type: 'image/png' },
      ]) as unknown as object,
    });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json().artwork.images).toHaveLength(2);
    expect(add.json().artwork.primary_image).toBe(created.primary_image);

    const fake = await app.inject({
      method: 'POST',
      url,
      headers: user.auth,
      payload: form({}, [{ name: 'readme.png', data: Buffer.from('hello') }]) as unknown as object,
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error).toBe('readme.png is not a valid image file');

    const jpeg = await makeJpeg(40, 40);
    const before = fileCount();
    const tooMany = await app.inject({
      method: 'POST',
      url,
      headers: user.auth,
      payload: form(
        {},
        Array.from({ length: 9 }, (_, i) => ({ name: `x${i}.jpg`, data: jpeg })),
      ) as unknown as object,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toMatch(/Maximum 10 images allowed/);
    expect(fileCount()).toBe(before);

    const none = await app.inject({
      method: 'POST',
      url,
      headers: user.auth,
      payload: form({ note: 'x' }) as unknown as object,
    });
    expect(none.statusCode).toBe(400);
  });

  it("answers 404 for another user's artwork on every route and changes nothing", async () => {
    const [owner, other] = [await proUser(), await proUser()];
    const [id] = await buildArtworks(app, owner.id, 1, { title: 'Mine' });
    const attempts = [
      { method: 'GET' as const, url: `/api/artworks/${id}` },
      { method: 'PUT' as const, url: `/api/artworks/${id}`, payload: { title: 'Stolen' } },
      { method: 'DELETE' as const, url: `/api/artworks/${id}` },
      {
        method: 'POST' as const,
        url: `/api/artworks/${id}/images`,
        payload: form({}, [{ name: 'a.jpg', data: await makeJpeg(20, 20) }]) as unknown as object,
      },
    ];
    for (const attempt of attempts) {
      const res = await app.inject({ ...attempt, headers: other.auth });
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(res.json()).toEqual({ error: 'Artwork not found', code: 'NOT_FOUND' });
    }
    const row = await app.db
      .selectFrom('artworks')
      .select('title')
      .where('id', '=', id!)
      .executeTakeFirstOrThrow();
    expect(row.title).toBe('Mine');
    expect(
      await app.db.selectFrom('artwork_images').select('id').where('artwork_id', '=', id!).execute(),
    ).toEqual([]);
    const list = await app.inject({ url: '/api/artworks', headers: other.auth });
    expect(list.json()).toEqual([]);
  });
});

describe('status edits', () => {
  const edit = (user: TestUser, id: number, payload: object) =>
    app.inject({ method: 'PUT', url: `/api/artworks/${id}`, headers: user.auth, payload });
  const state = async (user: TestUser, id: number) => {
    const artwork = (await app.inject({ url: `/api/artworks/${id}`, headers: user.auth })).json();
    return {
      status: artwork.status,
      consignment: artwork.consignment?.id ?? null,
      sale: artwork.sale?.id ?? null,
    };
  };

  it('never sells by edit: a studio or consigned work answers 400 naming Mark as Sold, and nothing changes', async () => {
    const user = await proUser();
    const dealer = await buildDealer(app, user);
    const [studio, held] = await buildArtworks(app, user.id, 2);
    const consignment = await consign(app, user, held!, dealer.id);
    for (const id of [studio!, held!]) {
      const res = await edit(user, id, { status: 'sold', title: 'Renamed' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Use Mark as Sold to sell this artwork', code: 'BAD_REQUEST' });
    }
    expect(await state(user, studio!)).toEqual({ status: 'available', consignment: null, sale: null });
    expect(await state(user, held!)).toEqual({
      status: 'available',
      consignment: consignment.id,
      sale: null,
    });
    const titles = await app.db
      .selectFrom('artworks')
      .select('title')
      .where('user_id', '=', user.id)
      .execute();
    expect(titles.map((t) => t.title)).not.toContain('Renamed');
  });

  it('keeps a consigned work as it is until the consignment ends, but edits its other fields', async () => {
    const user = await proUser();
    const dealer = await buildDealer(app, user, { name: 'Galerie Nord' });
    const [held] = await buildArtworks(app, user.id, 1);
    await consign(app, user, held!, dealer.id);
    const refused = await edit(user, held!, { status: 'in_storage' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'This artwork is consigned to Galerie Nord: use End Consignment to bring it back first',
    );
    const same = await edit(user, held!, { status: 'available', notes: 'with the dealer' });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().artwork).toMatchObject({ status: 'available', notes: 'with the dealer' });
  });

  it('treats a sale as final: a sold work cannot be set back, and keeps its sale', async () => {
    const user = await proUser();
    const [work] = await buildArtworks(app, user.id, 1);
    const sale = await app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: user.auth,
      payload: { artwork_id: work, sale_price: 500, sale_date: '2026-02-01', payment_method: 'cash' },
    });
    expect(sale.statusCode).toBe(201);
    const back = await edit(user, work!, { status: 'available' });
    expect(back.statusCode).toBe(409);
    expect(back.json().error).toBe(
      'A sold artwork keeps its status: its sale is on record and cannot be undone',
    );
    expect(await state(user, work!)).toEqual({
      status: 'sold',
      consignment: null,
      sale: sale.json().sale.id,
    });
    expect((await edit(user, work!, { notes: 'framed' })).statusCode).toBe(200);
  });

  it('moves freely between the statuses that have no workflow', async () => {
    const user = await proUser();
    const [work] = await buildArtworks(app, user.id, 1);
    for (const status of ['on_display', 'reserved', 'not_for_sale', 'damaged', 'in_storage', 'available']) {
      const res = await edit(user, work!, { status });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().artwork.status).toBe(status);
    }
  });
});

describe('categories and series', () => {
  it('lists the seeded categories', async () => {
    const user = await proUser();
    const res = await app.inject({ url: '/api/categories', headers: user.auth });
    expect(res.json()[0]).toEqual({ id: 1, name: 'Painting' });
  });

  it('creates series with the spec response, validates, refuses duplicates and keeps them per user', async () => {
    const [a, b] = [await proUser(), await proUser()];
    const created = await app.inject({
      method: 'POST',
      url: '/api/series',
      headers: a.auth,
      payload: { name: 'Nocturnes', description: 'Night scenes', year: 2021 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ success: true, seriesId: expect.any(Number) });
    const minimal = await app.inject({
      method: 'POST',
      url: '/api/series',
      headers: a.auth,
      payload: { name: 'Alba' },
    });
    expect(minimal.statusCode).toBe(201);

    for (const [payload, message] of [
      [{ name: '' }, 'Series name is required'],
      [{}, 'Series name is required'],
      [{ name: 'X', year: 999 }, 'Please enter a valid year'],
      [{ name: 'X', year: new Date().getFullYear() + 1 }, 'Please enter a valid year'],
    ] as const) {
      const res = await app.inject({ method: 'POST', url: '/api/series', headers: a.auth, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
    }
    const dup = await app.inject({
      method: 'POST',
      url: '/api/series',
      headers: a.auth,
      payload: { name: 'nocturnes' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe('A series named "nocturnes" already exists');
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/series',
          headers: b.auth,
          payload: { name: 'Nocturnes' },
        })
      ).statusCode,
    ).toBe(201);

    const list = await app.inject({ url: '/api/series', headers: a.auth });
    expect(list.json().map((s: { name: string }) => s.name)).toEqual(['Alba', 'Nocturnes']);
    expect(list.json()[1]).toMatchObject({ description: 'Night scenes', year: 2021 });
  });
});

describe('GET /api/dashboard/stats', () => {
  it("counts the caller's works and the available ones", async () => {
    const user = await proUser();
    await buildArtworks(app, user.id, 3);
    await buildArtworks(app, user.id, 2, { status: 'reserved' });
    const res = await app.inject({ url: '/api/dashboard/stats', headers: user.auth });
    expect(res.json()).toEqual({
      total_artworks: 5,
      available: 3,
      sold_this_year: 0,
      net_revenue_this_year: 0,
    });
  });
});

describe('stored files that cannot be removed', () => {
  it('deleting a work whose thumbnail cannot be removed still answers 200, and the row is gone', async () => {
    const user = await proUser();
    const created = (
      await post(
        user,
        form({ title: 'Stuck', medium: 'Other' }, [{ name: 'a.jpg', data: await makeJpeg(30, 30) }]),
      )
    ).json();
    const name = created.images[0].image_path as string;
    const thumb = path.join(config.uploadDir, 'thumbnails', `thumb_${name}`);
    rmSync(thumb);
    mkdirSync(thumb);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/artworks/${created.id}`,
      headers: user.auth,
    });
    rmSync(thumb, { recursive: true });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ success: true });
    expect(await rowCount(user.id)).toBe(0);
    expect(files('artworks')).not.toContain(name);
    // The file left behind is reported through the server's log, with whose work it was.
    const warning = log.parsed().find((line) => line.msg.includes('not removed'));
    expect(warning).toMatchObject({
      userId: user.id,
      artworkId: created.id,
      files: [`thumbnails/thumb_${name}`],
    });
  });
});
