import { CompiledQuery, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../test/build.js';
import {
  buildArtworks,
  buildDealer,
  buildUser,
  consign,
  sell,
  type TestUser,
} from '../../../test/factories.js';
import { testDialect } from '../../../test/database.js';
import { artworkSearchCondition } from './artwork-search.repository.js';

// One table of expectations for both databases: the suite runs it on SQLite and on PostgreSQL, so
// passing on both means the two answer every one of these searches with the same artworks.

const { app } = await build();

const LONG =
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore '.repeat(
    3,
  );

const WORKS = {
  cafe: { title: 'Café Noir', medium: 'Oil on canvas' },
  ete: { title: 'ÉTÉ À PARIS', medium: 'Watercolour' },
  decomposed: { title: 'Cafe\u0301 Society', medium: 'Ink' },
  apostrophe: { title: "Artist's Proof", medium: 'Etching' },
  punctuation: { title: 'Black-and-White & Grey, Study', medium: 'Charcoal' },
  quotes: { title: 'The "Blue" Hour', medium: 'Pastel' },
  operators: { title: 'Red AND Blue OR NOT (green) *star* ^caret: colon', medium: 'Acrylic' },
  percent: { title: '100% Cotton', medium: 'Textile', notes: 'file_name_v2' },
  backslash: { title: 'Path C:\\Art\\Work', medium: 'Digital' },
  emoji: { title: 'Sunset 🌅 Glow', medium: 'Photo 📷' },
  greek: { title: 'ΟΔΟΣ', medium: 'Tempera' },
  german: { title: 'STRAßE', medium: 'Gouache' },
  turkish: { title: 'İstanbul', medium: 'Mosaic' },
  long: { title: 'Lorem', medium: 'Pencil', description: LONG },
  split: { title: 'Morning', medium: 'Light' },
  phrase: { title: 'Morning Light Study', medium: 'Oil' },
  tagged: { title: 'Portrait of M.', medium: 'Mixed', tags: 'blue, portrait', notes: 'bought in Nîmes' },
} as const;
type Work = keyof typeof WORKS;
const ALL = Object.keys(WORKS) as Work[];

const CASES: [search: string, expected: Work[]][] = [
  // Case and accents: "É", "é", "E" and "e" are one letter; decomposed and precomposed text alike.
  ['café', ['cafe', 'decomposed']],
  ['CAFE', ['cafe', 'decomposed']],
  ['Cafe\u0301', ['cafe', 'decomposed']],
  ['été', ['ete']],
  ['ÉTÉ', ['ete']],
  ['ete a', ['ete']],
  ['nimes', ['tagged']],
  ['NÎMES', ['tagged']],
  ['οδοσ', ['greek']],
  ['ΟΔΟΣ', ['greek']],
  ['οδος', ['greek']],
  ['Σ', ['greek']],
  ['straße', ['german']],
  ['STRAẞE', ['german']],
  ['ß', ['german']],
  ['strasse', []],
  ['İSTANBUL', ['turkish']],
  ['istanbul', ['turkish']],
  // Punctuation is plain text.
  ["artist's", ['apostrophe']],
  ["'", ['apostrophe']],
  ['black-and-white', ['punctuation']],
  ['white & grey', ['punctuation']],
  ['&', ['punctuation']],
  ['grey, study', ['punctuation']],
  [',', ['punctuation', 'long', 'tagged']],
  ['-', ['punctuation']],
  // Double quotes and full-text operators are literal characters, never syntax.
  ['"blue"', ['quotes']],
  ['The "Blue', ['quotes']],
  ['"', ['quotes']],
  ['a"b', []],
  ['""', []],
  ['and', ['punctuation', 'operators']],
  ['red AND blue', ['operators']],
  ['blue OR not', ['operators']],
  ['NOT (green)', ['operators']],
  ['(green', ['operators']],
  ['*star*', ['operators']],
  ['star*', ['operators']],
  ['*', ['operators']],
  ['^caret:', ['operators']],
  [':', ['operators', 'backslash']],
  ['NEAR(red blue)', []],
  ['blue AND red', []],
  ['title:red', []],
  // LIKE wildcards are literal.
  ['100%', ['percent']],
  ['%', ['percent']],
  ['50%', []],
  ['file%name', []],
  ['file_name', ['percent']],
  ['_', ['percent']],
  ['x_y', []],
  ['\\', ['backslash']],
  ['C:\\Art\\', ['backslash']],
  ['\\%', []],
  ['\\\\', []],
  // Emoji.
  ['🌅', ['emoji']],
  ['🌅 glow', ['emoji']],
  ['photo 📷', ['emoji']],
  ['🎨', []],
  // Several words are one substring, inside one field.
  ['morning light', ['phrase']],
  ['morning', ['split', 'phrase']],
  ['light study', ['phrase']],
  ['noir oil', []],
  // Long terms, up to the schema's 200 characters.
  [LONG.slice(0, 200), ['long']],
  [LONG.slice(100, 300), ['long']],
  [`${LONG.slice(0, 199)}!`, []],
  // No filter at all: blank (trimmed away) or nothing left once accents are folded.
  ['   ', ALL],
  ['\u0301', ALL],
];

let user: TestUser;
let other: TestUser;
const ids = {} as Record<Work, number>;

async function search(who: TestUser, term: string): Promise<number[]> {
  const res = await app.inject({
    url: `/api/artworks?scope=all&limit=500&search=${encodeURIComponent(term)}`,
    headers: who.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  const found = res.json<{ id: number }[]>();
  // X-Total-Count counts the same works, whichever way the term is looked up (short or indexed).
  expect(res.headers['x-total-count'], term).toBe(String(found.length));
  return found.map((a) => a.id).sort((a, b) => a - b);
}

/** One index row per artwork, none left over; on SQLite the FTS index also matches its content table. */
async function expectIndexInStep() {
  const { rows } = await sql<{ artworks: number; indexed: number; stray: number }>`select
      (select count(*) from artworks) as artworks,
      (select count(*) from artwork_search s join artworks a on a.id = s.artwork_id) as indexed,
      (select count(*) from artwork_search s where not exists (select 1 from artworks a where a.id = s.artwork_id)) as stray`.execute(
    app.db,
  );
  const counts = rows[0]!;
  expect(Number(counts.indexed)).toBe(Number(counts.artworks));
  expect(Number(counts.stray)).toBe(0);
  if (testDialect === 'sqlite') {
    await sql`insert into artwork_search_fts (artwork_search_fts, rank) values ('integrity-check', 1)`.execute(
      app.db,
    );
    // The index of short grams holds no text to compare: one entry per row, under the row's key.
    const { rows: stray } = await sql<{ n: number }>`select
        (select count(*) from artwork_search_short_fts) as entries,
        (select count(*) from artwork_search) as texts,
        (select count(*) from artwork_search_short_fts g
          where not exists (select 1 from artwork_search s where s.search_key = g.rowid)) as n`.execute(
      app.db,
    );
    expect(stray[0]).toMatchObject({ n: 0, entries: Number(counts.indexed) });
  }
}

const idsOf = (works: readonly Work[]) => works.map((w) => ids[w]).sort((a, b) => a - b);

beforeAll(async () => {
  user = await buildUser(app);
  other = await buildUser(app);
  for (const work of ALL) ids[work] = (await buildArtworks(app, user.id, 1, WORKS[work]))[0]!;
  // Another artist's works with the same words are never found.
  await buildArtworks(app, other.id, 1, WORKS.cafe);
  await buildArtworks(app, other.id, 1, WORKS.operators);
});

describe(`gallery search (${testDialect})`, () => {
  it.each(CASES)('search %j finds %j', async (term, expected) => {
    expect(await search(user, term)).toEqual(idsOf(expected));
  });

  it('counts the same works in the summary', async () => {
    for (const [term, expected] of [
      ['café', ['cafe', 'decomposed']],
      ['%', ['percent']],
      ['NOT (green)', ['operators']],
      ['zzz', []],
    ] as const) {
      const res = await app.inject({
        url: `/api/artworks/summary?search=${encodeURIComponent(term)}`,
        headers: user.auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      const summary = res.json<{ active_count: number; sold_count: number }>();
      expect(summary.active_count + summary.sold_count, term).toBe(expected.length);
    }
  });

  it('refuses a search over 200 characters and control characters with 400', async () => {
    for (const term of [`${LONG.slice(0, 200)}x`, 'a\u0000b', 'a\tb']) {
      const res = await app.inject({
        url: `/api/artworks?search=${encodeURIComponent(term)}`,
        headers: user.auth,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it("never finds another user's artworks", async () => {
    const [theirs] = await buildArtworks(app, other.id, 1, { title: 'Zanzibar Nocturne' });
    expect(await search(user, 'zanzibar')).toEqual([]);
    expect(await search(user, 'za')).toEqual([]);
    expect(await search(other, 'zanzibar')).toEqual([theirs]);
    expect(await search(other, 'café')).toHaveLength(1);
  });

  it('follows edits and deletions', async () => {
    const [id] = await buildArtworks(app, user.id, 1, { title: 'Quince Harbour', medium: 'Oil' });
    expect(await search(user, 'quince')).toEqual([id]);

    const edit = await app.inject({
      method: 'PUT',
      url: `/api/artworks/${id}`,
      headers: user.auth,
      payload: { title: 'Vermilion Dock', description: 'Once called Xyl harbour' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await search(user, 'quince')).toEqual([]);
    expect(await search(user, 'vermilion')).toEqual([id]);
    expect(await search(user, 'xyl')).toEqual([id]);

    // Any writer of the table, not only the API, keeps the index in step.
    await app.db
      .updateTable('artworks')
      .set({ notes: 'Ochre wash', description: null })
      .where('id', '=', id!)
      .execute();
    expect(await search(user, 'ochre')).toEqual([id]);
    expect(await search(user, 'xyl')).toEqual([]);
    // A change to another column leaves the text as it was.
    await app.db.updateTable('artworks').set({ location: 'Quay' }).where('id', '=', id!).execute();
    expect(await search(user, 'vermilion')).toEqual([id]);

    const del = await app.inject({ method: 'DELETE', url: `/api/artworks/${id}`, headers: user.auth });
    expect(del.statusCode).toBe(200);
    expect(await search(user, 'vermilion')).toEqual([]);
    expect(await search(user, 'ochre')).toEqual([]);

    // Deleting an account removes its artworks (foreign key cascade) and their index rows with them.
    const leaving = await buildUser(app);
    await buildArtworks(app, leaving.id, 3, { title: 'Farewell' });
    await app.db.deleteFrom('users').where('id', '=', leaving.id).execute();
    await expectIndexInStep();
  });

  it('looks a term up in the trigram index on a large account', async () => {
    const bulk = await buildUser(app);
    const now = new Date().toISOString();
    // 3,000 works in one statement (the triggers fill the index), one of them a harbour.
    await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 3000)
      insert into artworks (user_id, title, medium, status, dimensions_unit, is_original, created_at, updated_at)
      select ${bulk.id}, case when i = 1234 then 'Harbour at Dusk' else 'Bulk study ' || i end,
        'Oil painting', 'available', 'inches', 1, ${now}, ${now} from n`.execute(app.db);
    await sql`analyze`.execute(app.db);
    const [harbour] = await app.db
      .selectFrom('artworks')
      .select('id')
      .where('user_id', '=', bulk.id)
      .where('title', '=', 'Harbour at Dusk')
      .execute();
    expect(await search(bulk, 'HARBOUR')).toEqual([harbour!.id]);

    /** The database's plan for counting the user's works that match `term`. */
    const countPlan = async (term: string) => {
      const query = app.db
        .selectFrom('artworks as a')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('a.user_id', '=', bulk.id)
        .where(() => artworkSearchCondition(app.db, term, bulk.id, 'all'))
        .compile();
      const explain = testDialect === 'postgres' ? 'explain ' : 'explain query plan ';
      const { rows } = await app.db.executeQuery(
        CompiledQuery.raw(explain + query.sql, [...query.parameters]),
      );
      return rows.map((row) => Object.values(row as object).join(' ')).join('\n');
    };
    const plan = await countPlan('harbour');
    // PostgreSQL's plan: the owner and the term together in the one GIN index.
    if (testDialect === 'postgres')
      expect(plan).toMatch(
        /artwork_search_owner_body_idx.*\n\s+Index Cond: \(\(user_id = \d+\) AND \(body ~~ /,
      );
    // FTS5's plan: M for the match, then > and < for the rowid range, the user's own keys.
    else expect(plan).toMatch(/SCAN artwork_search_fts VIRTUAL TABLE INDEX \d+:M\d*></);

    // A term of one or two characters has no trigram: its own index of short grams answers it.
    expect(await search(bulk, 'HA')).toEqual([harbour!.id]);
    expect(await search(bulk, 'q')).toEqual([]);
    const every = await app.inject({ url: '/api/artworks?scope=all&limit=1&search=k', headers: bulk.auth });
    expect(every.headers['x-total-count']).toBe('3000');
    const shortPlan = await countPlan('ha');
    if (testDialect === 'postgres')
      expect(shortPlan).toMatch(
        /artwork_search_owner_short_idx.*\n\s+Index Cond: \(\(user_id = \d+\) AND \(short_grams @> /,
      );
    else expect(shortPlan).toMatch(/SCAN artwork_search_short_fts VIRTUAL TABLE INDEX \d+:M\d*></);
    await expectIndexInStep();
  });

  it.skipIf(testDialect !== 'sqlite')(
    "keys SQLite's index by owner, so a search reads no other artist's entries",
    async () => {
      const a = await buildUser(app);
      const b = await buildUser(app);
      const [mine] = await buildArtworks(app, a.id, 1, { title: 'Wharfside Umber' });
      const [theirs] = await buildArtworks(app, b.id, 1, { title: 'Wharfside Umber' });
      // The index itself, asked for one user's key range, lists only that user's work.
      const inRange = async (userId: number) =>
        (
          await sql<{ rowid: number }>`select rowid & 4294967295 as rowid from artwork_search_fts
          where artwork_search_fts match '"wharfside"' and rowid between ${userId} << 34 and (${userId} << 34) | ${2 ** 34 - 1}`.execute(
            app.db,
          )
        ).rows.map((row) => Number(row.rowid));
      expect(await inRange(a.id)).toEqual([mine]);
      expect(await inRange(b.id)).toEqual([theirs]);
      await expectIndexInStep();
    },
  );

  it('finds a work in the tab it is in, and follows it when it is consigned and sold', async () => {
    const artist = await buildUser(app);
    const inTab = async (scope: string, term: string) => {
      const res = await app.inject({
        url: `/api/artworks?scope=${scope}&search=${encodeURIComponent(term)}`,
        headers: artist.auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      const ids = res.json<{ id: number }[]>().map((a) => a.id);
      expect(res.headers['x-total-count'], `${scope} ${term}`).toBe(String(ids.length));
      return ids.sort((a, b) => a - b);
    };
    const [first, second] = await buildArtworks(app, artist.id, 2, { title: 'Larkspur Tide' });
    // Written straight into the table and not placed in the gallery yet: only the list without a tab has it.
    const { id: loose } = await app.db
      .insertInto('artworks')
      .values({
        user_id: artist.id,
        title: 'Larkspur Tide',
        medium: 'Ink',
        status: 'available',
        dimensions_unit: 'inches',
        is_original: 1,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await inTab('active', 'larkspur')).toEqual([first, second]);
    expect(await inTab('sold', 'larkspur')).toEqual([]);
    expect(await inTab('all', 'larkspur')).toEqual([first, second, loose]);

    const dealer = await buildDealer(app, artist, { name: 'Harbourside Gallery' });
    await consign(app, artist, first!, dealer.id);
    expect(await inTab('active', 'larkspur')).toEqual([first, second]);
    await sell(app, artist, first!, { sale_price: 900 });
    expect(await inTab('active', 'larkspur')).toEqual([second]);
    expect(await inTab('sold', 'larkspur')).toEqual([first]);
    expect(await inTab('all', 'larkspur')).toEqual([first, second, loose]);
    await expectIndexInStep();
  });

  it('moves a work to its new owner when any writer changes the owner', async () => {
    const from = await buildUser(app);
    const to = await buildUser(app);
    const [id] = await buildArtworks(app, from.id, 1, { title: 'Cobalt Estuary' });
    expect(await search(from, 'cobalt estuary')).toEqual([id]);
    // No route moves a work between accounts; an operator's SQL may, and the index follows it.
    await app.db.updateTable('artworks').set({ user_id: to.id }).where('id', '=', id!).execute();
    expect(await search(from, 'cobalt estuary')).toEqual([]);
    expect(await search(to, 'cobalt estuary')).toEqual([id]);
    await expectIndexInStep();
  });
});
