import { describe, expect, it } from 'vitest';
import { type ArtworkSummary, SUMMARY_DEALERS_MAX } from '@artledger/domain';
import { build } from '../../../test/build.js';
import {
  buildArtworks,
  buildDealer,
  buildUser,
  consign,
  setPlan,
  type TestUser,
} from '../../../test/factories.js';

const { app } = await build();

async function summary(user: TestUser, query: string) {
  const res = await app.inject({ url: `/api/artworks/summary${query}`, headers: user.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ArtworkSummary>();
}

/**
 * Three dealers hold works (Cole 2, Avery 1, Blake 1, one of Blake's reserved); two works stay in the
 * studio. Another user has a dealer holding a work.
 */
const fixture = (async () => {
  const user = await buildUser(app);
  await setPlan(app, user.id, 3);
  const [cole, avery, blake] = [
    await buildDealer(app, user, { name: 'Cole' }),
    await buildDealer(app, user, { name: 'Avery' }),
    await buildDealer(app, user, { name: 'Blake' }),
  ];
  const works = await buildArtworks(app, user.id, 6, { title: 'Harbour study' });
  await consign(app, user, works[0]!, cole.id);
  await consign(app, user, works[1]!, cole.id);
  await consign(app, user, works[2]!, avery.id);
  await consign(app, user, works[3]!, blake.id);
  await app.db.updateTable('artworks').set({ status: 'reserved' }).where('id', '=', works[3]!).execute();
  const other = await buildUser(app);
  const stranger = await buildDealer(app, other, { name: 'Aaron' });
  await consign(app, other, (await buildArtworks(app, other.id, 1))[0]!, stranger.id);
  return { user, cole, avery, blake, stranger };
})();

describe('GET /api/artworks/summary?dealer_ids=', () => {
  it('answers only the named dealers’ sections, in the gallery’s order, with the tab totals unchanged', async () => {
    const { user, cole, avery, blake } = await fixture;
    const all = await summary(user, '');
    expect(all.dealers.map((d) => d.dealer_name)).toEqual(['Avery', 'Blake', 'Cole']);
    expect(all.active_count).toBe(6);

    const some = await summary(user, `?dealer_ids=${cole.id},${avery.id}`);
    expect(some).toEqual({ ...all, dealers: all.dealers.filter((d) => d.dealer_id !== blake.id) });
    expect(await summary(user, '?dealer_ids=none')).toEqual({ ...all, dealers: [] });
    expect(await summary(user, '?dealer_ids=')).toEqual({ ...all, dealers: [] });
  });

  it('narrows the sections of a filtered summary the same way (status alone, and a search)', async () => {
    const { user, cole, blake } = await fixture;
    for (const filter of ['status=reserved', 'search=harbour', 'status=reserved&search=harbour']) {
      const all = await summary(user, `?${filter}`);
      expect(all.dealers.length).toBeGreaterThan(0);
      const asked = [cole.id, blake.id];
      expect(await summary(user, `?${filter}&dealer_ids=${asked.join(',')}`)).toEqual({
        ...all,
        dealers: all.dealers.filter((d) => asked.includes(d.dealer_id)),
      });
      expect(await summary(user, `?${filter}&dealer_ids=none`)).toEqual({ ...all, dealers: [] });
    }
  });

  it("never answers another user's dealer, even by id", async () => {
    const { user, stranger } = await fixture;
    expect((await summary(user, `?dealer_ids=${stranger.id}`)).dealers).toEqual([]);
    expect((await summary(user, `?search=study&dealer_ids=${stranger.id}`)).dealers).toEqual([]);
  });

  it.each([
    ['nothing', 'dealer_ids must be none or dealer ids separated by commas'],
    ['1,,2', 'dealer_ids must be none or dealer ids separated by commas'],
    ['0', 'dealer_ids must be none or dealer ids separated by commas'],
    ['1.5', 'dealer_ids must be none or dealer ids separated by commas'],
    ['-3', 'dealer_ids must be none or dealer ids separated by commas'],
    ['99999999999', 'dealer_ids must be none or dealer ids separated by commas'],
    [
      Array.from({ length: SUMMARY_DEALERS_MAX + 1 }, (_, i) => i + 1).join(','),
      `dealer_ids may name at most ${SUMMARY_DEALERS_MAX} dealers`,
    ],
  ])('answers 400 to dealer_ids=%s with a clear message', async (ids, message) => {
    const { user } = await fixture;
    const res = await app.inject({ url: `/api/artworks/summary?dealer_ids=${ids}`, headers: user.auth });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: message });
  });

  it('answers 400 to the parameter given twice', async () => {
    const { user } = await fixture;
    const res = await app.inject({
      url: '/api/artworks/summary?dealer_ids=1&dealer_ids=2',
      headers: user.auth,
    });
    expect(res.statusCode, res.body).toBe(400);
  });
});
