import { CompiledQuery, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { artworkListQuerySchema } from '@artledger/domain';
import { build } from '../../../test/build.js';
import { buildUser, type TestUser } from '../../../test/factories.js';
import { testDialect } from '../../../test/database.js';
import { recordingDb, sqlitePlan } from '../../../test/query-plans.js';
import {
  countArtworks,
  listArtworks,
  listArtworksWithTotal,
  summarizeArtworks,
} from './artworks.repository.js';

// A fresh install's only statistics come from the migrations' ANALYZE, which ran on empty tables: SQLite
// then guesses that a user has about ten artworks and likes the user index for any query that names the
// user. The list must still read its page by id, and a search its matches from the trigram index, or a
// page costs the whole account. The answers are checked on both databases; the plans on SQLite.

const { app } = await build();
let user: TestUser;

/** The SQL each repository call sends, without running anything twice. */
const recording = () => recordingDb(app.db);

async function plans(queries: CompiledQuery[]): Promise<string[]> {
  const out: string[] = [];
  for (const query of queries) out.push((await sqlitePlan(app.db, query)).join('\n'));
  return out;
}

/** The list's answer to a query string, and the SQL it sent. */
async function listed(text: string) {
  const { db, sent } = recording();
  return { ...(await listArtworksWithTotal(db, user.id, query(text))), sent };
}

/** The plan of the one query that chose the page's ids: the tab's walk, or the matches sorted. */
async function pagePlan(sent: CompiledQuery[]): Promise<string> {
  const pages = sent.filter((q) => /^(select "a"\."id" from|with "m")/.test(q.sql));
  expect(pages).toHaveLength(1);
  return (await plans(pages))[0]!;
}

const query = (text: string) => artworkListQuerySchema.parse(Object.fromEntries(new URLSearchParams(text)));

beforeAll(async () => {
  user = await buildUser(app);
  if (testDialect === 'postgres') {
    // This file plans on what a fresh install knows. Autovacuum, reaching these tables at some moment of the
    // file, would count their rows and merge the search indexes' pending entries; once it had, PostgreSQL
    // counted a common term through the owner's short-grams index instead of the trigram one (a CI run did).
    for (const table of ['artworks', 'artwork_search']) {
      await sql`alter table ${sql.table(table)} set (autovacuum_enabled = false)`.execute(app.db);
    }
  }
  // 3,000 works in one statement (triggers fill the search index), every 100th a harbour, newest last.
  await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 3000)
    insert into artworks (user_id, title, medium, status, dimensions_unit, is_original, created_at, updated_at)
    select ${user.id}, case when i % 100 = 0 then 'Harbour ' || i else 'Bulk study ' || i end,
      'Oil painting', 'available', 'inches', 1,
      '2026-01-01T' || (100000 + i), '2026-01-01T' || (100000 + i) from n`.execute(app.db);
});

describe(`the artwork list without fresh statistics (${testDialect})`, () => {
  it('reads the page by id: the newest works, each once', async () => {
    const { db, sent } = recording();
    const page = await listArtworks(db, user.id, query('limit=6'));
    expect(page.map((a) => a.title)).toEqual([
      'Harbour 3000',
      'Bulk study 2999',
      'Bulk study 2998',
      'Bulk study 2997',
      'Bulk study 2996',
      'Bulk study 2995',
    ]);
    if (testDialect !== 'sqlite') return;
    const [ids, rows] = await plans(sent);
    expect(ids).toContain('COVERING INDEX artworks_user_created_idx');
    // The page's rows are found by their ids, not by walking the user's rows.
    expect(rows).toMatch(/SEARCH a USING INTEGER PRIMARY KEY/);
    expect(rows).not.toMatch(/\ba USING (COVERING )?INDEX|SCAN a\b/);
  });

  it('finds a search term through the trigram index, and counts the same works', async () => {
    const { db, sent } = recording();
    const found = await listArtworks(db, user.id, query('search=HARBOUR&limit=5'));
    const total = await countArtworks(db, user.id, query('search=HARBOUR&limit=5'));
    expect(found.map((a) => a.title)).toEqual([
      'Harbour 3000',
      'Harbour 2900',
      'Harbour 2800',
      'Harbour 2700',
      'Harbour 2600',
    ]);
    expect(total).toBe(30);
    if (testDialect !== 'sqlite') return;
    const [ids, rows, count] = await plans(sent);
    expect(ids).toMatch(/SCAN artwork_search_fts VIRTUAL TABLE INDEX \d+:M/);
    expect(ids).toMatch(/SEARCH a USING INTEGER PRIMARY KEY/);
    expect(rows).toMatch(/SEARCH a USING INTEGER PRIMARY KEY/);
    // The index counts the user's matches in its key range without reading a single artwork.
    expect(count).toMatch(/SCAN artwork_search_fts VIRTUAL TABLE INDEX \d+:M\d*></);
    for (const plan of [ids, rows, count]) expect(plan).not.toMatch(/\ba USING (COVERING )?INDEX|SCAN a\b/);
  });

  it('counts a search once with its page, and past the last page too', async () => {
    const { db, sent } = recording();
    const first = await listArtworksWithTotal(db, user.id, query('search=harbour&limit=5'));
    expect(first.total).toBe(30);
    expect(first.items.map((a) => a.title)).toEqual([
      'Harbour 3000',
      'Harbour 2900',
      'Harbour 2800',
      'Harbour 2700',
      'Harbour 2600',
    ]);
    const last = await listArtworksWithTotal(app.db, user.id, query('search=harbour&limit=20&offset=25'));
    expect(last.items.map((a) => a.title)).toEqual([
      'Harbour 500',
      'Harbour 400',
      'Harbour 300',
      'Harbour 200',
      'Harbour 100',
    ]);
    expect(last.total).toBe(30);
    expect(await listArtworksWithTotal(app.db, user.id, query('search=harbour&offset=30'))).toEqual({
      items: [],
      total: 30,
    });
    expect(await listArtworksWithTotal(app.db, user.id, query('search=zzzz'))).toEqual({
      items: [],
      total: 0,
    });
    if (testDialect !== 'sqlite') return;
    // The index counts the matches, with the account's size from its maintained count, in one query and
    // without reading an artwork; 30 matches of 3,000 works are few, so the page sorts them (each looked
    // up by id); then the page's rows by id.
    const [counts, ids, rows] = await plans(sent);
    expect(sent).toHaveLength(3);
    expect(counts).toMatch(/SCAN artwork_search_fts VIRTUAL TABLE INDEX \d+:M\d*></);
    expect(counts).toMatch(/artwork_counts/);
    expect(counts).not.toMatch(/\ba USING|SCAN a\b/);
    expect(ids?.match(/SCAN artwork_search_fts VIRTUAL TABLE INDEX \d+:M/g)).toHaveLength(1);
    expect(ids).toMatch(/SEARCH a USING INTEGER PRIMARY KEY/);
    expect(ids).toMatch(/TEMP B-TREE FOR ORDER BY/);
    expect(rows).toMatch(/SEARCH a USING INTEGER PRIMARY KEY/);
  });

  it("walks the account's order for a common term instead of sorting every match", async () => {
    // 2,970 of 3,000 works match: the page's 5 rows are met within the first few of the user's index.
    const { db, sent } = recording();
    const first = await listArtworksWithTotal(db, user.id, query('search=bulk study&limit=5'));
    expect(first.total).toBe(2970);
    expect(first.items.map((a) => a.title)).toEqual([
      'Bulk study 2999',
      'Bulk study 2998',
      'Bulk study 2997',
      'Bulk study 2996',
      'Bulk study 2995',
    ]);
    // Deep in the list, across the harbours that do not match (every 100th work).
    const deep = await listArtworksWithTotal(app.db, user.id, query('search=bulk study&limit=3&offset=2078'));
    expect(deep.items.map((a) => a.title)).toEqual(['Bulk study 901', 'Bulk study 899', 'Bulk study 898']);
    expect(deep.total).toBe(2970);
    const last = await listArtworksWithTotal(
      app.db,
      user.id,
      query('search=bulk study&limit=60&offset=2968'),
    );
    expect(last.items.map((a) => a.title)).toEqual(['Bulk study 2', 'Bulk study 1']);
    // Written straight into the table, none of them is placed in a gallery tab yet.
    expect(await listArtworksWithTotal(app.db, user.id, query('scope=active&search=bulk study'))).toEqual({
      items: [],
      total: 0,
    });
    if (testDialect !== 'sqlite') return;
    const [counts, ids] = await plans(sent);
    expect(counts).toMatch(/SCAN artwork_search_fts VIRTUAL TABLE INDEX \d+:M\d*></);
    // The user's index in the list's order, the matches only a filter on it: nothing sorted.
    expect(ids).toMatch(/SEARCH a USING COVERING INDEX artworks_user_created_idx \(user_id=\?\)/);
    expect(ids).toMatch(/LIST SUBQUERY/);
    expect(ids).not.toMatch(/TEMP B-TREE|SEARCH a USING INTEGER PRIMARY KEY/);
  });

  it('finds a term of one or two characters through its short grams, and walks for a common one', async () => {
    // "ha" is in the 30 harbours only; "y" in all 2,970 studies.
    const rare = recording();
    const few = await listArtworksWithTotal(rare.db, user.id, query('search=HA&limit=3'));
    expect(few.total).toBe(30);
    expect(few.items.map((a) => a.title)).toEqual(['Harbour 3000', 'Harbour 2900', 'Harbour 2800']);
    const common = recording();
    const many = await listArtworksWithTotal(common.db, user.id, query('search=y&limit=3&offset=98'));
    expect(many.total).toBe(2970);
    expect(many.items.map((a) => a.title)).toEqual(['Bulk study 2901', 'Bulk study 2899', 'Bulk study 2898']);
    if (testDialect !== 'sqlite') return;
    // Both counted by the index in the user's key range, without reading an artwork.
    for (const { sent } of [rare, common]) {
      const [counts] = await plans(sent);
      expect(counts).toMatch(/SCAN artwork_search_short_fts VIRTUAL TABLE INDEX \d+:M\d*></);
      expect(counts).not.toMatch(/\ba USING|SCAN a\b/);
    }
    // Few matches: sorted, each looked up by id.
    const [, rareIds] = await plans(rare.sent);
    expect(rareIds).toMatch(/SCAN artwork_search_short_fts VIRTUAL TABLE INDEX \d+:M/);
    expect(rareIds).toMatch(/SEARCH a USING INTEGER PRIMARY KEY/);
    // Many: the user's index in the list's order, each walked row's own text checked, nothing sorted.
    const [, commonIds] = await plans(common.sent);
    expect(commonIds).toMatch(/SEARCH a USING COVERING INDEX artworks_user_created_idx \(user_id=\?\)/);
    expect(commonIds).toMatch(/SEARCH s EXISTS USING INTEGER PRIMARY KEY/);
    expect(commonIds).not.toMatch(/TEMP B-TREE|artwork_search_short_fts/);
  });

  it.skipIf(testDialect !== 'postgres')(
    'on PostgreSQL, counts a search from its own rows and walks for a common term, whatever the planner guesses',
    async () => {
      const pgPlan = async (query: CompiledQuery) => {
        const { rows } = await app.db.executeQuery(
          CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
        );
        return rows.map((row) => Object.values(row as object).join(' ')).join('\n');
      };
      for (const [text, index] of [
        ['search=bulk study&limit=5', 'artwork_search_owner_body_idx'],
        ['search=y&limit=3&offset=98', 'artwork_search_owner_short_idx'],
      ] as const) {
        const { db, sent } = recording();
        const { total } = await listArtworksWithTotal(db, user.id, query(text));
        expect(total, text).toBe(2970);
        // The count reads the owner's matching search rows through the GIN index, and no artwork.
        const counts = await pgPlan(sent[0]!);
        expect(counts, text).toMatch(new RegExp(`Bitmap Index Scan on ${index}`));
        expect(counts, text).not.toMatch(/ on artworks\b/);
        // The page walks the user's index in the list's order, each walked row's search row probed: no
        // sort, no hash of the matches, however many there are.
        const ids = await pgPlan(sent[1]!);
        expect(ids, text).toMatch(/Scan Backward using artworks_user_created_idx on artworks a/);
        expect(ids, text).toMatch(/SubPlan/);
        expect(ids, text).not.toMatch(/Sort|Hash|Seq Scan/);
      }
      // A rare term's 30 matches are sorted, each work looked up by id: neither the tab nor the account read.
      const rare = recording();
      const few = await listArtworksWithTotal(rare.db, user.id, query('search=harbour&limit=3'));
      expect(few.items.map((a) => a.title)).toEqual(['Harbour 3000', 'Harbour 2900', 'Harbour 2800']);
      const rareIds = await pgPlan(rare.sent[1]!);
      expect(rareIds).toMatch(/artworks_pkey.*\n\s+Index Cond: \(id = ANY/);
      expect(rareIds).not.toMatch(/Hash|Seq Scan|artworks_user_created_idx/);
    },
  );

  it("counts a search in the tab its works are in now: the search rows follow a work's gallery section", async () => {
    const owner = await buildUser(app);
    await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 3)
      insert into artworks (user_id, title, medium, status, dimensions_unit, is_original, created_at, updated_at)
      select ${owner.id}, 'Quayside ' || i, 'Oil painting', 'available', 'inches', 1, '2026-01-0' || i,
        '2026-01-0' || i from n`.execute(app.db);
    const tabTotals = async () => ({
      all: (await listArtworksWithTotal(app.db, owner.id, query('search=quayside'))).total,
      active: (await listArtworksWithTotal(app.db, owner.id, query('scope=active&search=quayside'))).total,
      sold: (await listArtworksWithTotal(app.db, owner.id, query('scope=sold&search=quayside'))).total,
      activeShort: await countArtworks(app.db, owner.id, query('scope=active&search=qu')),
    });
    // Not placed yet: found without a tab only.
    expect(await tabTotals()).toEqual({ all: 3, active: 0, sold: 0, activeShort: 0 });
    const move = (title: string, section: 0 | 1 | 2) =>
      app.db
        .updateTable('artworks')
        .set({ gallery_section: section })
        .where('user_id', '=', owner.id)
        .where('title', '=', title)
        .execute();
    await move('Quayside 1', 0);
    await move('Quayside 2', 1);
    await move('Quayside 3', 2);
    expect(await tabTotals()).toEqual({ all: 3, active: 2, sold: 1, activeShort: 2 });
    // A work back from the sold tab (a sale deleted) is counted in the active tab again.
    await move('Quayside 3', 0);
    expect(await tabTotals()).toEqual({ all: 3, active: 3, sold: 0, activeShort: 3 });
    const page = await listArtworksWithTotal(app.db, owner.id, query('scope=active&search=quayside&limit=2'));
    expect(page.items.map((a) => a.title)).toHaveLength(2);
  });

  it('adds up a category or a series from its index alone', async () => {
    const [series] = await app.db
      .insertInto('series')
      .values({ user_id: user.id, name: 'Tides', name_lower: 'tides', created_at: '2026-01-01' })
      .returning('id')
      .execute();
    await app.db
      .updateTable('artworks')
      .set({ category_id: 2, series_id: series!.id, gallery_section: 0, gallery_value_cents: 500 })
      .where('user_id', '=', user.id)
      .where('title', 'like', 'Harbour%')
      .execute();
    for (const filter of ['category=2', `series=${series!.id}`]) {
      const { db, sent } = recording();
      const summary = await summarizeArtworks(db, user.id, query(filter));
      expect(summary.active_count, filter).toBe(30);
      expect(summary.studio, filter).toEqual({ count: 30, total_value: 150 });
      expect(await countArtworks(db, user.id, query(`scope=active&${filter}`)), filter).toBe(30);
      if (testDialect !== 'sqlite') continue;
      for (const plan of await plans(sent))
        expect(plan, filter).toMatch(/SEARCH a USING COVERING INDEX artworks_(category|series)_gallery_idx/);
    }
  });

  it("reads a status in the tab's order, a rare series through its own index, a common category by walking the tab", async () => {
    // Every work in the studio (the harbours already are, in category 2 and the series "Tides"); the other
    // works in category 1, and the ten oldest reserved.
    await app.db
      .updateTable('artworks')
      .set({ gallery_section: 0, gallery_value_cents: 0, category_id: 1 })
      .where('user_id', '=', user.id)
      .where('gallery_section', 'is', null)
      .execute();
    const oldest = Array.from({ length: 10 }, (_, i) => `Bulk study ${i + 1}`);
    await app.db
      .updateTable('artworks')
      .set({ status: 'reserved' })
      .where('user_id', '=', user.id)
      .where('title', 'in', oldest)
      .execute();
    // The tab's size, which the repository's own writes keep and the choice reads (rows were written by hand).
    await app.db.deleteFrom('gallery_sections').where('user_id', '=', user.id).execute();
    await app.db
      .insertInto('gallery_sections')
      .values({ user_id: user.id, section: 0, dealer_id: 0, artwork_count: 3000, value_cents: 1500 })
      .execute();
    const { id: tides } = await app.db
      .selectFrom('series')
      .select('id')
      .where('user_id', '=', user.id)
      .where('name', '=', 'Tides')
      .executeTakeFirstOrThrow();
    // The studio, newest first.
    const titleOf = (i: number) => (i % 100 === 0 ? `Harbour ${i}` : `Bulk study ${i}`);
    const newestFirst = Array.from({ length: 3000 }, (_, i) => 3000 - i);

    const few = await listed('scope=active&status=reserved&limit=4');
    expect(few.total).toBe(10);
    expect(few.items.map((a) => a.title)).toEqual([10, 9, 8, 7].map(titleOf));
    const many = await listed('scope=active&status=available&limit=5&offset=100');
    expect(many.total).toBe(2990);
    expect(many.items.map((a) => a.title)).toEqual(
      newestFirst
        .filter((i) => i > 10)
        .slice(100, 105)
        .map(titleOf),
    );
    const harbours = await listed(`scope=active&series=${tides}&offset=25`);
    expect(harbours).toMatchObject({ total: 30 });
    expect(harbours.items.map((a) => a.title)).toEqual([500, 400, 300, 200, 100].map(titleOf));
    const studies = await listed('scope=active&category=1&limit=3');
    expect(studies.total).toBe(2970);
    expect(studies.items.map((a) => a.title)).toEqual([2999, 2998, 2997].map(titleOf));
    const { sent: pastSent, ...past } = await listed('scope=active&category=1&offset=2970');
    expect(past).toEqual({
      items: [],
      total: 2970,
    });
    if (testDialect !== 'sqlite') return;
    // A status, rare or common: one range of its index, in the tab's order, nothing sorted.
    for (const [{ sent }, section] of [
      [few, 'gallery_section<\\?'],
      [many, 'gallery_section=\\?'],
    ] as const) {
      const ids = await pagePlan(sent);
      expect(ids).toMatch(
        new RegExp(
          `SEARCH a USING COVERING INDEX artworks_status_gallery_idx \\(user_id=\\? AND status=\\? AND ${section}\\)`,
        ),
      );
      expect(ids).not.toMatch(/TEMP B-TREE/);
    }
    // A rare series: its own index lists the 30 with their order, which are sorted; the tab's is not read.
    const seriesIds = await pagePlan(harbours.sent);
    expect(seriesIds).toMatch(
      /SEARCH a USING COVERING INDEX artworks_series_gallery_idx \(user_id=\? AND series_id=\?\)/,
    );
    expect(seriesIds).not.toMatch(/artworks_gallery_active_idx/);
    // A common category: the tab's index in its order, each entry's category checked there (no row read),
    // nothing sorted.
    const categoryIds = await pagePlan(studies.sent);
    expect(categoryIds).toMatch(
      /SEARCH a USING COVERING INDEX artworks_gallery_active_idx \(user_id=\? AND gallery_section<\?\)/,
    );
    expect(categoryIds).not.toMatch(/TEMP B-TREE/);
    // Past the end: the count and the tab's size, then nothing.
    expect(pastSent).toHaveLength(2);
  });

  it("never answers another user's works by id or by search", async () => {
    const other = await buildUser(app);
    expect(await listArtworks(app.db, other.id, query('limit=6'))).toEqual([]);
    expect(await listArtworks(app.db, other.id, query('search=harbour'))).toEqual([]);
    expect(await countArtworks(app.db, other.id, query('search=harbour'))).toBe(0);
    expect(await listArtworksWithTotal(app.db, other.id, query('search=harbour'))).toEqual({
      items: [],
      total: 0,
    });
  });
});
