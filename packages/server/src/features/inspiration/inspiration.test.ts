import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_KEY_CHARACTERS_MESSAGE, API_KEY_REQUIRED } from '@artledger/domain';
import { build } from '../../../test/build.js';
import { deleteBetweenStatements } from '../../../test/delete-between.js';
import { buildUser, setPlan, type TestUser } from '../../../test/factories.js';
import { startOpenAiFake } from '../../../test/fakes/openai-fake.js';
import { captureLog } from '../../../test/log-lines.js';
import { form, makeJpeg, makePng } from '../../../test/images.js';
import { AppError } from '../../lib/app-error.js';
import { decodeStats } from '../../lib/images.js';
import { listInspirationFileKeys } from './inspiration.repository.js';
import { updateStyleLibrary } from './inspiration.service.js';

const fake = await startOpenAiFake();
afterAll(() => fake.close());

const log = captureLog();
const logLines = log.lines;

const { app, config } = await build(
  { openAiBaseUrl: fake.url, openAiTimeoutMs: 1500, logLevel: 'info' },
  {},
  { logger: { stream: log.stream } },
);
const KEY = fake.key;
const WRONG_KEY = 'sk-wrong-key-should-never-be-logged-987';

const files = (dir: 'inspiration' | 'thumbnails') => {
  const full = path.join(config.uploadDir, dir);
  return existsSync(full) ? readdirSync(full) : [];
};

async function proUser(): Promise<TestUser> {
  const user = await buildUser(app);
  await setPlan(app, user.id, 3);
  return user;
}

function upload(user: TestUser, fields: Record<string, string>, file?: Buffer, name = 'sunset.jpg') {
  return app.inject({
    method: 'POST',
    url: '/api/inspiration',
    headers: user.auth,
    payload: form(fields, file ? [{ name, data: file }] : [], 'image') as unknown as object,
  });
}

async function createLibrary(user: TestUser, name = 'Blue period', description = 'cool blue washes') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/style-libraries',
    headers: user.auth,
    payload: { name, description },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
}

async function addLibraryImage(user: TestUser, libraryId: number, title = 'ref') {
  return app.inject({
    method: 'POST',
    url: `/api/style-libraries/${libraryId}/images`,
    headers: user.auth,
    payload: form(
      { title, description: 'a reference' },
      [{ name: 'ref.png', data: await makePng(40, 40), type: 'image/png' }],
      'image',
    ) as unknown as object,
  });
}

const generate = (user: TestUser, payload: object, variant = 'generate') =>
  app.inject({ method: 'POST', url: `/api/inspiration/${variant}`, headers: user.auth, payload });

async function generateMultipart(user: TestUser, fields: Record<string, string>, variant: string) {
  return app.inject({
    method: 'POST',
    url: `/api/inspiration/${variant}`,
    headers: user.auth,
    payload: form(
      fields,
      [{ name: 'sketch.jpg', data: await makeJpeg(80, 60) }],
      'referenceImage',
    ) as unknown as object,
  });
}

async function rows(userId: number) {
  return app.db.selectFrom('inspiration_images').selectAll().where('user_id', '=', userId).execute();
}

beforeEach(() => {
  fake.mode = 'ok';
  fake.calls.length = 0;
});

describe('gating and authentication', () => {
  it('answers 401 without a token and 403 PLAN_FEATURE_REQUIRED below pro, on every inspiration route', async () => {
    const free = await buildUser(app);
    const basic = await buildUser(app);
    await setPlan(app, basic.id, 2);
    const routes: [string, string][] = [
      ['GET', '/api/inspiration'],
      ['POST', '/api/inspiration/generate'],
      ['DELETE', '/api/inspiration/1'],
      ['GET', '/api/style-libraries'],
      ['GET', '/api/style-libraries/1'],
      ['POST', '/api/style-libraries'],
      ['DELETE', '/api/style-libraries/1/images/1'],
    ];
    for (const [method, url] of routes) {
      const anonymous = await app.inject({ method: method as 'GET', url });
      expect(anonymous.statusCode).toBe(401);
      for (const user of [free, basic]) {
        const res = await app.inject({
          method: method as 'GET',
          url,
          headers: user.auth,
          payload: method === 'GET' || method === 'DELETE' ? undefined : {},
        });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toMatchObject({
          code: 'PLAN_FEATURE_REQUIRED',
          error: expect.stringContaining('Pro plan'),
        });
      }
    }
    expect(fake.calls).toHaveLength(0);
  });
});

describe('inspiration images', () => {
  it('uploads an image re-encoded without metadata, with a thumbnail, both served', async () => {
    const user = await proUser();
    const jpeg = await makeJpeg(1200, 900, { gps: true });
    const res = await upload(
      user,
      { title: 'Sunset', description: 'Warm light', tags: 'sky, orange', source: 'Phone' },
      jpeg,
    );
    expect(res.statusCode).toBe(201);
    const image = res.json();
    expect(image).toMatchObject({
      title: 'Sunset',
      description: 'Warm light',
      tags: 'sky, orange',
      source: 'Phone',
      prompt: null,
      image_type: 'uploaded',
    });
    expect(image.image_path).toMatch(/^[0-9a-f]{32}\.jpg$/);
    const stored = path.join(config.uploadDir, 'inspiration', image.image_path);
    expect(existsSync(stored)).toBe(true);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    const thumb = await sharp(
      path.join(config.uploadDir, 'thumbnails', `thumb_${image.image_path}`),
    ).metadata();
    expect([thumb.width, thumb.height]).toEqual([600, 450]);
    const small = await sharp(
      path.join(config.uploadDir, 'thumbnails', `small_${image.image_path}`),
    ).metadata();
    expect([small.width, small.height, small.exif]).toEqual([400, 300, undefined]);
    expect((await app.inject({ url: `/uploads/inspiration/${image.image_path}` })).statusCode).toBe(200);
    expect((await app.inject({ url: `/uploads/thumbnails/thumb_${image.image_path}` })).statusCode).toBe(200);
    expect((await app.inject({ url: `/uploads/thumbnails/small_${image.image_path}` })).statusCode).toBe(200);
  });

  it("a user's simultaneous uploads are decoded one at a time, and every one is stored", async () => {
    const user = await proUser();
    const photo = await makePng(2500, 2500);
    decodeStats.peak = decodeStats.running;
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) => upload(user, { title: `Study ${i}` }, photo, 'study.png')),
    );
    expect(results.map((res) => res.statusCode)).toEqual([201, 201, 201, 201]);
    expect(decodeStats.peak).toBe(1);
    expect((await rows(user.id)).map((row) => row.title).sort()).toEqual([
      'Study 0',
      'Study 1',
      'Study 2',
      'Study 3',
    ]);
  });

  it.each([
    [{ title: '' }, true, 'Title is required'],
    [{}, true, 'Title is required'],
    [{ title: 'x'.repeat(256) }, true, 'Title must be at most 255 characters'],
    [{ title: 'No file' }, false, 'Please choose an image'],
  ])('refuses %o (file %s) with "%s" and writes nothing', async (fields, withFile, message) => {
    const user = await proUser();
    const before = files('inspiration').length;
    const res = await upload(
      user,
      fields as Record<string, string>,
      withFile ? await makeJpeg(50, 50) : undefined,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await rows(user.id)).toHaveLength(0);
    expect(files('inspiration').length).toBe(before);
  });

  it('refuses a file that is not an image by its content', async () => {
    const user = await proUser();
    const res = await upload(user, { title: 'Fake' }, Buffer.from('<?php echo 1; ?>'), 'evil.jpg');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('evil.jpg is not a valid image file');
    // The error names the form field the file came in, so a form can show it beside that field.
    expect(res.json().details).toEqual([{ path: 'image', message: 'evil.jpg is not a valid image file' }]);
    expect(await rows(user.id)).toHaveLength(0);
    const reference = await app.inject({
      method: 'POST',
      url: '/api/inspiration/generate-with-image',
      headers: user.auth,
      payload: form(
        { prompt: 'A fox', title: 'Fox', apiKey: KEY },
        [{ name: 'sketch.jpg', data: Buffer.from('not an image') }],
        'referenceImage',
      ) as unknown as object,
    });
    expect(reference.statusCode).toBe(400);
    expect(reference.json().details).toEqual([
      { path: 'referenceImage', message: 'sketch.jpg is not a valid image file' },
    ]);
    expect(fake.calls).toHaveLength(0);
  });

  it('refuses JSON where multipart is expected with 415, not 500', async () => {
    const user = await proUser();
    const res = await app.inject({
      method: 'POST',
      url: '/api/inspiration',
      headers: user.auth,
      payload: { title: 'x' },
    });
    expect(res.statusCode).toBe(415);
  });

  it('lists newest first, filters by type and searches title, description, tags and prompt', async () => {
    const user = await proUser();
    const other = await proUser();
    await upload(user, { title: 'Harbour', tags: 'boats' }, await makeJpeg(40, 40));
    await upload(user, { title: 'Forest', description: 'Misty pines' }, await makeJpeg(40, 40));
    await upload(other, { title: 'Harbour of another' }, await makeJpeg(40, 40));
    const gen = await generate(user, { prompt: 'A lighthouse at dusk', title: 'Beacon', apiKey: KEY });
    expect(gen.statusCode).toBe(201);
    const list = async (query: string) =>
      (await app.inject({ url: `/api/inspiration${query}`, headers: user.auth }))
        .json<{ title: string }[]>()
        .map((i) => i.title);
    expect(await list('')).toEqual(['Beacon', 'Forest', 'Harbour']);
    expect(await list('?type=all')).toEqual(['Beacon', 'Forest', 'Harbour']);
    expect(await list('?type=generated')).toEqual(['Beacon']);
    expect(await list('?type=uploaded')).toEqual(['Forest', 'Harbour']);
    expect(await list('?search=BOATS')).toEqual(['Harbour']);
    expect(await list('?search=misty')).toEqual(['Forest']);
    expect(await list('?search=lighthouse')).toEqual(['Beacon']);
    expect(await list('?search=100%25')).toEqual([]);
    const bad = await app.inject({ url: '/api/inspiration?type=drawn', headers: user.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('type must be all, generated or uploaded');
  });

  it('answers a page at a time with the number matching in X-Total-Count, 100 without a limit', async () => {
    const user = await proUser();
    await upload(await proUser(), { title: 'Not mine' }, await makeJpeg(40, 40));
    const now = Date.now();
    await app.db
      .insertInto('inspiration_images')
      .values(
        Array.from({ length: 103 }, (_, i) => ({
          user_id: user.id,
          title: `Study ${i}`,
          image_type: i % 4 === 0 ? ('generated' as const) : ('uploaded' as const),
          image_path: `study-${i}.jpg`,
          created_at: new Date(now + i * 1000).toISOString(),
        })),
      )
      .execute();
    const get = (query: string) => app.inject({ url: `/api/inspiration${query}`, headers: user.auth });
    const titles = (res: { json: () => { title: string }[] }) => res.json().map((i) => i.title);

    const first = await get('');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(100);
    expect(first.headers['x-total-count']).toBe('103');
    expect(titles(first).slice(0, 2)).toEqual(['Study 102', 'Study 101']);
    expect(titles(await get('?limit=4&offset=100'))).toEqual(['Study 2', 'Study 1', 'Study 0']);
    const generated = await get('?type=generated&limit=2&offset=1');
    expect(titles(generated)).toEqual(['Study 96', 'Study 92']);
    expect(generated.headers['x-total-count']).toBe('26');
    const search = await get('?search=study%2010&limit=2');
    expect(titles(search)).toEqual(['Study 102', 'Study 101']);
    expect(search.headers['x-total-count']).toBe('4');
    const past = await get('?limit=5&offset=400');
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('103');
    for (const [query, message] of [
      ['limit=0', 'limit must be at least 1'],
      ['limit=501', 'limit must be at most 500'],
      ['offset=-3', 'offset must be 0 or more'],
      ['offset=x', 'offset must be a number'],
    ]) {
      const bad = await get(`?${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().error, query).toBe(message);
    }
  });

  it('deletes the row and both files; another user gets 404 and keeps nothing of theirs removed', async () => {
    const user = await proUser();
    const other = await proUser();
    const image = (await upload(user, { title: 'Gone soon' }, await makeJpeg(40, 40))).json();
    const foreign = await app.inject({
      method: 'DELETE',
      url: `/api/inspiration/${image.id}`,
      headers: other.auth,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await rows(user.id)).toHaveLength(1);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/inspiration/${image.id}`,
      headers: user.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await rows(user.id)).toHaveLength(0);
    expect(files('inspiration')).not.toContain(image.image_path);
    expect(files('thumbnails')).not.toContain(`thumb_${image.image_path}`);
    expect(files('thumbnails')).not.toContain(`small_${image.image_path}`);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/inspiration/${image.id}`, headers: user.auth }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/inspiration/abc', headers: user.auth })).statusCode,
    ).toBe(400);
  });
});

describe('style libraries', () => {
  it('creates, lists with the first four images and the count, reads all, updates and validates the name', async () => {
    const user = await proUser();
    const empty = await app.inject({
      method: 'POST',
      url: '/api/style-libraries',
      headers: user.auth,
      payload: { name: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Library name is required');
    const missing = await app.inject({
      method: 'POST',
      url: '/api/style-libraries',
      headers: user.auth,
      payload: {},
    });
    expect(missing.json().error).toBe('Library name is required');

    const id = await createLibrary(user, 'Ink', 'loose ink lines');
    for (let i = 1; i <= 5; i++) {
      const added = await addLibraryImage(user, id, `ref ${i}`);
      expect(added.statusCode).toBe(201);
      expect(added.json()).toMatchObject({ title: `ref ${i}`, description: 'a reference' });
    }
    const list = (await app.inject({ url: '/api/style-libraries', headers: user.auth })).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id, name: 'Ink', description: 'loose ink lines', image_count: 5 });
    expect(list[0].images.map((i: { title: string }) => i.title)).toEqual([
      'ref 1',
      'ref 2',
      'ref 3',
      'ref 4',
    ]);
    const one = (await app.inject({ url: `/api/style-libraries/${id}`, headers: user.auth })).json();
    expect(one.images).toHaveLength(5);

    const updated = await app.inject({
      method: 'PUT',
      url: `/api/style-libraries/${id}`,
      headers: user.auth,
      payload: { name: 'Ink 2', description: '' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      success: true,
      library: { name: 'Ink 2', description: null, image_count: 5 },
    });
    const badUpdate = await app.inject({
      method: 'PUT',
      url: `/api/style-libraries/${id}`,
      headers: user.auth,
      payload: { name: '' },
    });
    expect(badUpdate.json().error).toBe('Library name is required');
  });

  it('keeps every library and image to its owner (404 for another user)', async () => {
    const user = await proUser();
    const other = await proUser();
    const id = await createLibrary(user);
    const image = (await addLibraryImage(user, id)).json();
    expect((await app.inject({ url: `/api/style-libraries/${id}`, headers: other.auth })).statusCode).toBe(
      404,
    );
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/style-libraries/${id}`,
          headers: other.auth,
          payload: { name: 'Mine' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/style-libraries/${id}`, headers: other.auth }))
        .statusCode,
    ).toBe(404);
    expect((await addLibraryImage(other, id)).statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/style-libraries/${id}/images/${image.id}`,
          headers: other.auth,
        })
      ).statusCode,
    ).toBe(404);
    expect((await app.inject({ url: '/api/style-libraries', headers: other.auth })).json()).toEqual([]);
    const gen = await generate(
      other,
      { prompt: 'x', title: 'y', apiKey: KEY, styleLibraryId: id },
      'generate-with-style',
    );
    expect(gen.statusCode).toBe(404);
    expect(fake.calls).toHaveLength(0);
    expect(
      (await app.inject({ url: `/api/style-libraries/${id}`, headers: user.auth })).json().image_count,
    ).toBe(1);
  });

  it('refuses a library image without a file or with a bad one', async () => {
    const user = await proUser();
    const id = await createLibrary(user);
    const none = await app.inject({
      method: 'POST',
      url: `/api/style-libraries/${id}/images`,
      headers: user.auth,
      payload: form({ title: 't' }, [], 'image') as unknown as object,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe('Please choose an image');
    const bad = await app.inject({
      method: 'POST',
      url: `/api/style-libraries/${id}/images`,
      headers: user.auth,
      payload: form({}, [{ name: 'x.png', data: Buffer.from('nope') }], 'image') as unknown as object,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('removes one image with its files, and deleting a library removes all its images and files', async () => {
    const user = await proUser();
    const id = await createLibrary(user);
    const a = (await addLibraryImage(user, id, 'a')).json();
    const b = (await addLibraryImage(user, id, 'b')).json();
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/style-libraries/${id}/images/${a.id}`,
      headers: user.auth,
    });
    expect(removed.json()).toEqual({ success: true });
    expect(files('inspiration')).not.toContain(a.image_path);
    expect(files('thumbnails')).not.toContain(`thumb_${a.image_path}`);
    expect(files('thumbnails')).not.toContain(`small_${a.image_path}`);
    expect(files('inspiration')).toContain(b.image_path);
    const other = await createLibrary(user, 'Other');
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/style-libraries/${other}/images/${b.id}`,
          headers: user.auth,
        })
      ).statusCode,
    ).toBe(404);

    expect(await listInspirationFileKeys(app.db, user.id)).toEqual([
      `inspiration/${b.image_path}`,
      `thumbnails/thumb_${b.image_path}`,
      `thumbnails/small_${b.image_path}`,
    ]);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/style-libraries/${id}`,
      headers: user.auth,
    });
    expect(deleted.json()).toEqual({ success: true });
    expect(files('inspiration')).not.toContain(b.image_path);
    expect(files('thumbnails').filter((file) => file.endsWith(b.image_path))).toEqual([]);
    expect(
      await app.db.selectFrom('style_library_images').selectAll().where('library_id', '=', id).execute(),
    ).toEqual([]);
    expect((await app.inject({ url: `/api/style-libraries/${id}`, headers: user.auth })).statusCode).toBe(
      404,
    );
    expect(await listInspirationFileKeys(app.db, user.id)).toEqual([]);
  });
});

describe('generation against the fake OpenAI images API', () => {
  async function expectStoredGenerated(body: Record<string, unknown>, userId: number) {
    expect(body).toMatchObject({ image_type: 'generated', source: 'OpenAI' });
    const name = body.image_path as string;
    expect(name).toMatch(/^[0-9a-f]{32}\.png$/);
    const meta = await sharp(path.join(config.uploadDir, 'inspiration', name)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 64, 48]);
    expect(existsSync(path.join(config.uploadDir, 'thumbnails', `thumb_${name}`))).toBe(true);
    expect(existsSync(path.join(config.uploadDir, 'thumbnails', `small_${name}`))).toBe(true);
    expect((await rows(userId)).map((r) => r.id)).toContain(body.id);
  }

  it('generate: sends the key, model and prompt, stores the PNG as a generated image with its fields', async () => {
    const user = await proUser();
    const res = await generate(user, {
      prompt: 'A red fox in snow',
      title: 'Fox',
      description: 'study',
      tags: 'animals',
      apiKey: KEY,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      title: 'Fox',
      description: 'study',
      tags: 'animals',
      prompt: 'A red fox in snow',
    });
    expect(JSON.stringify(body)).not.toContain(KEY);
    await expectStoredGenerated(body, user.id);
    expect(fake.calls).toEqual([
      {
        path: '/v1/images/generations',
        authorization: `Bearer ${KEY}`,
        model: 'gpt-image-1',
        prompt: 'A red fox in snow',
        images: [],
      },
    ]);
  });

  it('generate-with-image: sends the reference as a multipart image to /images/edits', async () => {
    const user = await proUser();
    const res = await generateMultipart(
      user,
      { prompt: 'Paint this in oils', title: 'Generated from sketch.jpg', apiKey: KEY },
      'generate-with-image',
    );
    expect(res.statusCode).toBe(201);
    await expectStoredGenerated(res.json(), user.id);
    expect(fake.calls).toEqual([
      {
        path: '/v1/images/edits',
        authorization: `Bearer ${KEY}`,
        model: 'gpt-image-1',
        prompt: 'Paint this in oils',
        images: ['image/jpeg'],
      },
    ]);
  });

  it('generate-with-style: adds the library description to the prompt and its images as references', async () => {
    const user = await proUser();
    const id = await createLibrary(user, 'Blue', 'cool blue washes');
    await addLibraryImage(user, id);
    await addLibraryImage(user, id);
    const res = await generate(
      user,
      { prompt: 'A harbour', title: 'Harbour', apiKey: KEY, styleLibraryId: id },
      'generate-with-style',
    );
    expect(res.statusCode).toBe(201);
    await expectStoredGenerated(res.json(), user.id);
    expect(res.json().prompt).toBe('A harbour');
    expect(fake.calls).toEqual([
      {
        path: '/v1/images/edits',
        authorization: `Bearer ${KEY}`,
        model: 'gpt-image-1',
        prompt: 'A harbour (style: cool blue washes)',
        images: ['image/png', 'image/png'],
      },
    ]);
    const noLibrary = await generate(
      user,
      { prompt: 'A harbour', title: 'Harbour', apiKey: KEY },
      'generate-with-style',
    );
    expect(noLibrary.statusCode).toBe(400);
    expect(noLibrary.json().error).toBe('Please choose a style library');
  });

  it('generate-with-style: a library without images still generates, through images.generate', async () => {
    const user = await proUser();
    const id = await createLibrary(user, 'Words only', 'muted palette');
    const res = await generate(
      user,
      { prompt: 'Fields', title: 'Fields', apiKey: KEY, styleLibraryId: id },
      'generate-with-style',
    );
    expect(res.statusCode).toBe(201);
    expect(fake.calls[0]).toMatchObject({
      path: '/v1/images/generations',
      prompt: 'Fields (style: muted palette)',
    });
  });

  it('generate-with-style-and-image: sends the reference first, then the library images', async () => {
    const user = await proUser();
    const id = await createLibrary(user, 'Blue', 'cool blue washes');
    await addLibraryImage(user, id);
    const res = await generateMultipart(
      user,
      { prompt: 'Harbour', title: 'Both', apiKey: KEY, styleLibraryId: String(id) },
      'generate-with-style-and-image',
    );
    expect(res.statusCode).toBe(201);
    await expectStoredGenerated(res.json(), user.id);
    expect(fake.calls).toEqual([
      {
        path: '/v1/images/edits',
        authorization: `Bearer ${KEY}`,
        model: 'gpt-image-1',
        prompt: 'Harbour (style: cool blue washes)',
        images: ['image/jpeg', 'image/png'],
      },
    ]);
    const noRef = await app.inject({
      method: 'POST',
      url: '/api/inspiration/generate-with-style-and-image',
      headers: user.auth,
      payload: form(
        { prompt: 'x', title: 'y', apiKey: KEY, styleLibraryId: String(id) },
        [],
        'referenceImage',
      ) as unknown as object,
    });
    expect(noRef.statusCode).toBe(400);
    expect(noRef.json().error).toBe('Please choose a reference image');
  });

  it.each([
    [{ title: 'T', apiKey: KEY }, 'Prompt is required'],
    [{ prompt: '  ', title: 'T', apiKey: KEY }, 'Prompt is required'],
    [{ prompt: 'P', apiKey: KEY }, 'Title is required'],
    [{ prompt: 'P', title: 'T' }, API_KEY_REQUIRED],
    [{ prompt: 'P', title: 'T', apiKey: '   ' }, API_KEY_REQUIRED],
    [{ prompt: 'P', title: 'T', apiKey: KEY, styleLibraryId: 'abc' }, 'styleLibraryId must be a number'],
    [{ prompt: 'P', title: 'T', apiKey: KEY, styleLibraryId: '0x10' }, 'styleLibraryId must be a number'],
  ])('refuses %o with 400 "%s" without calling OpenAI', async (payload, message) => {
    const user = await proUser();
    const res = await generate(user, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    const multi = await generateMultipart(
      user,
      Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)])),
      'generate-with-image',
    );
    expect(multi.statusCode).toBe(400);
    expect(multi.json().error).toBe(message);
    expect(fake.calls).toHaveLength(0);
    expect(await rows(user.id)).toHaveLength(0);
  });

  it.each([
    ['400', 400, 'BAD_REQUEST', 'OpenAI: Your request was rejected as a result of our safety system.'],
    [
      '429',
      429,
      'RATE_LIMITED',
      'OpenAI: Rate limit reached for images per minute. Please try again in 20s.',
    ],
    ['500', 502, 'UPSTREAM_ERROR', 'OpenAI: The server had an error processing your request.'],
    [
      'hang',
      504,
      'UPSTREAM_TIMEOUT',
      'OpenAI did not answer within 2 seconds. Please try again in a moment.',
    ],
  ] as const)(
    'OpenAI mode %s → %i %s with its message, nothing stored',
    async (mode, status, code, message) => {
      const user = await proUser();
      fake.mode = mode;
      for (const res of [
        await generate(user, { prompt: 'A fox', title: 'Fox', apiKey: KEY }),
        await generateMultipart(user, { prompt: 'A fox', title: 'Fox', apiKey: KEY }, 'generate-with-image'),
      ]) {
        expect(res.statusCode).toBe(status);
        expect(res.json()).toEqual({ error: message, code });
      }
      expect(fake.calls).toHaveLength(2);
      expect(await rows(user.id)).toHaveLength(0);
    },
  );

  it('a rejected key (OpenAI 401) → 400 with OpenAI’s message, the key blanked out, and the session kept', async () => {
    const user = await proUser();
    const res = await generate(user, { prompt: 'A fox', title: 'Fox', apiKey: WRONG_KEY });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'OpenAI: Incorrect API key provided. Key: ***',
      code: 'BAD_REQUEST',
    });
    expect(fake.calls[0]!.authorization).toBe(`Bearer ${WRONG_KEY}`);
    expect((await app.inject({ url: '/api/inspiration', headers: user.auth })).statusCode).toBe(200);
  });

  it('a key pasted with a character no key has → 400 naming the key, not "Could not reach OpenAI", nothing stored', async () => {
    const user = await proUser();
    const pasted = [`“${KEY}”`, `${KEY}€`, `${KEY}😀`, `sk-café-${KEY}`, `${KEY} x`];
    for (const apiKey of pasted) {
      const res = await generate(user, { prompt: 'A fox', title: 'Fox', apiKey });
      expect(res.statusCode, apiKey).toBe(400);
      expect(res.json()).toEqual({
        error: API_KEY_CHARACTERS_MESSAGE,
        code: 'BAD_REQUEST',
        details: [{ path: 'apiKey', message: API_KEY_CHARACTERS_MESSAGE }],
      });
      expect(res.body).not.toContain(KEY);
      const multipart = await generateMultipart(
        user,
        { prompt: 'A fox', title: 'Fox', apiKey },
        'generate-with-image',
      );
      expect(multipart.statusCode, apiKey).toBe(400);
      expect(multipart.json().error).toBe(API_KEY_CHARACTERS_MESSAGE);
    }
    expect(fake.calls).toEqual([]);
    expect(await rows(user.id)).toEqual([]);
  });

  it('runs one generation per user at a time: of 20 simultaneous calls one reaches OpenAI, 19 get 429', async () => {
    const user = await proUser();
    const other = await proUser();
    fake.mode = 'hang';
    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => generate(user, { prompt: 'Slow', title: 'Slow', apiKey: KEY })),
      generate(other, { prompt: 'Other user', title: 'Other', apiKey: KEY }),
    ]);
    const mine = results.slice(0, 20);
    expect(mine.filter((r) => r.statusCode === 504)).toHaveLength(1);
    const refused = mine.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(19);
    for (const r of refused)
      expect(r.json()).toEqual({ error: 'A generation is already running', code: 'RATE_LIMITED' });
    expect(results[20]!.statusCode).toBe(504);
    expect(fake.calls.filter((c) => c.prompt === 'Slow')).toHaveLength(1);
    fake.mode = 'ok';
    // The slot is free again once the first call has finished.
    expect((await generate(user, { prompt: 'Fast', title: 'Fast', apiKey: KEY })).statusCode).toBe(201);
  });

  it('never writes the key to any log line, error logs included', async () => {
    const user = await proUser();
    for (const mode of ['ok', '400', '500', 'hang'] as const) {
      fake.mode = mode;
      await generate(user, { prompt: 'Log check', title: 'Log', apiKey: KEY });
      await generateMultipart(
        user,
        { prompt: 'Log check', title: 'Log', apiKey: KEY },
        'generate-with-image',
      );
    }
    fake.mode = 'ok';
    await generate(user, { prompt: 'Log check', title: 'Log', apiKey: WRONG_KEY });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logLines.some((l) => l.includes('/api/inspiration/generate'))).toBe(true);
    expect(logLines.some((l) => l.includes('"level":50') && l.includes('UPSTREAM_ERROR'))).toBe(true);
    for (const line of logLines) {
      expect(line).not.toContain(KEY);
      expect(line).not.toContain(WRONG_KEY);
    }
  });
});

describe('updating a style library while its account is deleted', () => {
  it("answers the library read back in the update's transaction, never a missing row", async () => {
    const user = await proUser();
    const id = await createLibrary(user, 'Charcoal', 'smudged');
    const db = deleteBetweenStatements(app.db, () =>
      app.db.deleteFrom('users').where('id', '=', user.id).execute(),
    );
    const library = await updateStyleLibrary({ db, storage: app.storage, log: app.log }, user.id, id, {
      name: 'Charcoal 2',
      description: undefined,
    });
    expect(library).toMatchObject({ id, name: 'Charcoal 2', description: null, image_count: 0 });
    expect(await app.db.selectFrom('style_libraries').select('id').where('id', '=', id).execute()).toEqual(
      [],
    );
  });

  it('answers 404 for a library that is gone, on PUT', async () => {
    const user = await proUser();
    const id = await createLibrary(user);
    await app.inject({ method: 'DELETE', url: `/api/style-libraries/${id}`, headers: user.auth });
    const res = await app.inject({
      method: 'PUT',
      url: `/api/style-libraries/${id}`,
      headers: user.auth,
      payload: { name: 'Back' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('stored files that cannot be written or removed', () => {
  it('a delete whose file cannot be removed still answers 200, and the row is gone', async () => {
    const user = await proUser();
    const image = (await upload(user, { title: 'Stuck' }, await makeJpeg(40, 40))).json();
    // A directory where the thumbnail was: the unlink fails after the row is deleted.
    const thumb = path.join(config.uploadDir, 'thumbnails', `thumb_${image.image_path}`);
    rmSync(thumb);
    mkdirSync(thumb);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/inspiration/${image.id}`,
      headers: user.auth,
    });
    rmSync(thumb, { recursive: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await rows(user.id)).toHaveLength(0);
    expect(files('inspiration')).not.toContain(image.image_path);
    expect(files('thumbnails')).not.toContain(`small_${image.image_path}`);
  });

  it('an upload whose storage fails answers that failure, not the failed clean-up after it', async () => {
    const user = await proUser();
    const before = [files('inspiration').length, files('thumbnails').length];
    const put = app.storage.put.bind(app.storage);
    let calls = 0;
    const putSpy = vi.spyOn(app.storage, 'put').mockImplementation(async (key, data) => {
      if (++calls === 2) throw new AppError('PAYLOAD_TOO_LARGE', 'The upload store is full');
      await put(key, data);
    });
    const deleteSpy = vi
      .spyOn(app.storage, 'delete')
      .mockRejectedValue(new Error('EACCES: permission denied'));
    const linesBefore = logLines.length;
    try {
      const res = await upload(user, { title: 'No room' }, await makeJpeg(40, 40));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ error: 'The upload store is full', code: 'PAYLOAD_TOO_LARGE' });
      expect(deleteSpy).toHaveBeenCalledTimes(1);
      // The file left behind is reported through the server's log, naming it.
      const warning = log.parsed(linesBefore).find((line) => line.msg.includes('not removed'));
      expect(warning?.['files']).toEqual([expect.stringMatching(/^inspiration\//)]);
    } finally {
      putSpy.mockRestore();
      deleteSpy.mockRestore();
    }
    expect(await rows(user.id)).toHaveLength(0);
    // The one file written stays behind for the upload sweep: its delete was refused.
    expect([files('inspiration').length, files('thumbnails').length]).toEqual([before[0]! + 1, before[1]]);
  });
});
