import { describe, expect, it } from 'vitest';
import { build } from '../../../test/build.js';
import { buildArtworks, buildUser, setPlan, type TestUser } from '../../../test/factories.js';
import { form, makePng } from '../../../test/images.js';
import { decodeStats } from '../../lib/images.js';

const { app } = await build();

// 49 megapixels each, a few KB on the wire: under the per-image cap, far over any sane upload in total.
const huge = await makePng(7000, 7000);
const hugeFiles = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ name: `huge${i}.png`, data: huge, type: 'image/png' }));

async function proUser(): Promise<TestUser> {
  const user = await buildUser(app);
  await setPlan(app, user.id, 3);
  return user;
}

/** An artwork that already holds `count` images (rows only: the limits are about the rows). */
async function artworkWithImages(user: TestUser, count: number): Promise<number> {
  const [id] = await buildArtworks(app, user.id, 1);
  if (count > 0) {
    await app.db
      .insertInto('artwork_images')
      .values(
        Array.from({ length: count }, (_, i) => ({
          artwork_id: id!,
          user_id: user.id,
          image_path: `existing${i}.png`,
          width: 10,
          height: 10,
          size_bytes: 100,
          sort_order: i,
          created_at: new Date().toISOString(),
        })),
      )
      .execute();
  }
  return id!;
}

function addImages(user: TestUser, id: number, files: ReturnType<typeof hugeFiles>) {
  return app.inject({
    method: 'POST',
    url: `/api/artworks/${id}/images`,
    headers: user.auth,
    payload: form({}, files) as unknown as object,
  });
}

async function imageCount(id: number): Promise<number> {
  return (await app.db.selectFrom('artwork_images').select('id').where('artwork_id', '=', id).execute())
    .length;
}

describe('image limits are checked before any image is decoded', () => {
  it('ten 7000 × 7000 PNGs to an artwork that has 10 images: refused, nothing decoded', async () => {
    const user = await proUser();
    const id = await artworkWithImages(user, 10);
    const decodedBefore = decodeStats.decoded;
    const res = await addImages(user, id, hugeFiles(10));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'Maximum 10 images allowed: this artwork has 10, so you can add 0 more',
      code: 'BAD_REQUEST',
    });
    expect(decodeStats.decoded).toBe(decodedBefore);
    expect(await imageCount(id)).toBe(10);
  });

  it('ten to an artwork with 8: refused at the third file, nothing decoded', async () => {
    const user = await proUser();
    const id = await artworkWithImages(user, 8);
    const decodedBefore = decodeStats.decoded;
    const res = await addImages(user, id, hugeFiles(10));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Maximum 10 images allowed: this artwork has 8, so you can add 2 more');
    expect(decodeStats.decoded).toBe(decodedBefore);
    expect(await imageCount(id)).toBe(8);
  });

  it('images over the per-upload pixel budget are refused with a message saying what to do', async () => {
    const user = await proUser();
    const id = await artworkWithImages(user, 0);
    const decodedBefore = decodeStats.decoded;
    const res = await addImages(user, id, hugeFiles(5));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error:
        'These images add up to 245 megapixels; one upload can hold at most 200. Send fewer images at a time, or smaller ones.',
      code: 'BAD_REQUEST',
      details: [
        {
          path: 'images',
          message:
            'These images add up to 245 megapixels; one upload can hold at most 200. Send fewer images at a time, or smaller ones.',
        },
      ],
    });
    expect(decodeStats.decoded).toBe(decodedBefore);
    expect(await imageCount(id)).toBe(0);
  });

  it('a new artwork: the pixel budget and bad fields are checked before decoding', async () => {
    const user = await proUser();
    const decodedBefore = decodeStats.decoded;
    const tooMuch = await app.inject({
      method: 'POST',
      url: '/api/artworks',
      headers: user.auth,
      payload: form({ title: 'Big', medium: 'Oil painting' }, hugeFiles(10)) as unknown as object,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error).toMatch(/^These images add up to 490 megapixels/);
    const noTitle = await app.inject({
      method: 'POST',
      url: '/api/artworks',
      headers: user.auth,
      payload: form({ medium: 'Oil painting' }, hugeFiles(1)) as unknown as object,
    });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().error).toBe('Title is required');
    expect(decodeStats.decoded).toBe(decodedBefore);
  });

  it('a free plan at its cap is refused before the upload is read', async () => {
    const user = await buildUser(app);
    await buildArtworks(app, user.id, 5);
    const decodedBefore = decodeStats.decoded;
    const res = await app.inject({
      method: 'POST',
      url: '/api/artworks',
      headers: user.auth,
      payload: form({ title: 'Sixth', medium: 'Oil painting' }, hugeFiles(3)) as unknown as object,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PLAN_LIMIT_REACHED');
    expect(decodeStats.decoded).toBe(decodedBefore);
  });
});

describe('one image job at a time per user', () => {
  it("a user's simultaneous uploads wait their turn: decoded one at a time, each counted against the room left", async () => {
    const user = await proUser();
    const id = await artworkWithImages(user, 7);
    const photo = { name: 'photo.png', data: await makePng(2500, 2500), type: 'image/png' };
    decodeStats.peak = decodeStats.running;
    const results = await Promise.all(Array.from({ length: 5 }, () => addImages(user, id, [photo])));
    expect(decodeStats.peak).toBe(1);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 400, 400]);
    const refused = results.filter((res) => res.statusCode === 400);
    for (const res of refused) {
      expect(res.json().error).toBe('Maximum 10 images allowed: this artwork has 10, so you can add 0 more');
    }
    expect(await imageCount(id)).toBe(10);
  });

  it('different users are not held up by each other', async () => {
    const [a, b] = [await proUser(), await proUser()];
    const [mine, theirs] = [await artworkWithImages(a, 0), await artworkWithImages(b, 0)];
    const photo = { name: 'photo.png', data: await makePng(2500, 2500), type: 'image/png' };
    decodeStats.peak = decodeStats.running;
    const [first, second] = await Promise.all([addImages(a, mine, [photo]), addImages(b, theirs, [photo])]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(decodeStats.peak).toBe(2);
  });
});
