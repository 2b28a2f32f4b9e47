import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { saleExportLine } from '@artledger/domain';
import { build } from '../../test/build.js';
import { testDialect } from '../../test/database.js';
import { buildArtworks, buildUser } from '../../test/factories.js';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';

const { app } = await build();

describe('migrations', () => {
  it('seed the plans and categories', async () => {
    const plans = await app.db
      .selectFrom('subscription_plans')
      .select(['id', 'name'])
      .orderBy('id')
      .execute();
    expect(plans).toEqual([
      { id: 1, name: 'free' },
      { id: 2, name: 'basic' },
      { id: 3, name: 'pro' },
    ]);
    const categories = await app.db.selectFrom('categories').select('name').execute();
    expect(categories.length).toBeGreaterThan(5);
  });

  it('keys the search index by owner, and indexes short terms, for works saved before either came in', async () => {
    const migrator = new Migrator({ db: app.db, provider: { getMigrations: async () => migrations } });
    const ada = await buildUser(app);
    const ben = await buildUser(app);
    const { error } = await migrator.migrateTo('2026-11-24T0930-sale-totals');
    expect(error).toBeUndefined();
    // Saved while the index was keyed by artwork id alone (the factories write the rows, the triggers the index).
    const [adas] = await buildArtworks(app, ada.id, 1, { title: 'Saltmarsh Gold' });
    const [bens] = await buildArtworks(app, ben.id, 1, { title: 'Saltmarsh Gold', notes: 'saltmarsh' });
    await migrateToLatest(app.db);

    for (const [who, id] of [
      [ada, adas],
      [ben, bens],
    ] as const) {
      const res = await app.inject({ url: '/api/artworks?scope=all&search=saltmarsh', headers: who.auth });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ id: number }[]>().map((a) => a.id)).toEqual([id]);
      expect(res.headers['x-total-count']).toBe('1');
      // A term of two characters, through the short grams the later migration indexed them by.
      const short = await app.inject({ url: '/api/artworks?scope=all&search=GO', headers: who.auth });
      expect(short.json<{ id: number }[]>().map((a) => a.id)).toEqual([id]);
      expect(short.headers['x-total-count']).toBe('1');
    }
    if (testDialect === 'sqlite') {
      const keys = await sql<{ artwork_id: number; search_key: number }>`select artwork_id, search_key
        from artwork_search where artwork_id in (${adas}, ${bens}) order by artwork_id`.execute(app.db);
      expect(keys.rows.map((row) => [Number(row.artwork_id), Number(row.search_key)])).toEqual([
        // Owner, tab (0: active, both are in the studio), artwork.
        [adas, ada.id * 2 ** 34 + adas!],
        [bens, ben.id * 2 ** 34 + bens!],
      ]);
      await sql`insert into artwork_search_fts (artwork_search_fts, rank) values ('integrity-check', 1)`.execute(
        app.db,
      );
    } else {
      const owners = await sql<{ artwork_id: number; user_id: number }>`select artwork_id, user_id
        from artwork_search where artwork_id in (${adas}, ${bens}) order by artwork_id`.execute(app.db);
      expect(owners.rows).toEqual([
        { artwork_id: adas, user_id: ada.id },
        { artwork_id: bens, user_id: ben.id },
      ]);
    }
  });

  it('writes the export line of every sale stored before sales kept one', async () => {
    const migrator = new Migrator({ db: app.db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo('2026-11-28T0100-search-tab-postgres');
    expect(error).toBeUndefined();
    const user = await buildUser(app);
    const now = new Date().toISOString();
    // 1,001 sales: the backfill's second batch holds one. Tricky text, null columns, negative profit.
    const sales = Array.from({ length: 1001 }, (_, i) => ({
      user_id: user.id,
      artwork_title: i % 2 ? `=Harbour, "${i}"` : `Study ${i}`,
      buyer_name: i % 3 ? null : `Smith, Jo ${i}`,
      dealer_name: i % 5 ? null : ' Galerie Ève ',
      sale_price_cents: 1000 + i,
      shipping_cost_cents: i % 7,
      commission_amount_cents: i,
      net_amount_cents: 1000,
      cost_to_create_cents: i % 4 ? null : 5000 + i,
      sale_date: '2026-03-04',
      payment_method: 'cash',
      commission_rate_x100: 0,
      payment_status: i % 2 ? ('paid' as const) : ('pending' as const),
      payment_date: i % 2 ? '2026-03-09' : null,
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < sales.length; i += 400)
      await app.db
        .insertInto('sales')
        .values(sales.slice(i, i + 400))
        .execute();
    await migrateToLatest(app.db);

    const stored = await app.db
      .selectFrom('sales')
      .select(['artwork_title', 'export_line'])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    expect(stored).toHaveLength(1001);
    stored.forEach((row, i) => expect(row.export_line).toBe(saleExportLine(sales[i]!)));
    expect(stored[1]!.export_line).toBe(
      `2026-03-04,"'=Harbour, ""1""",,,10.01,0.01,0.01,10.00,,10.00,paid,2026-03-09\r\n`,
    );
  });

  it('index the column of every foreign key whose parent a person can delete', async () => {
    // Seeded lists no route deletes from: a category or plan is never removed, so nothing is looked up.
    // A primary key's first column (SQLite's rowid alias included) leads an index too.
    const neverDeleted = new Set(['categories', 'subscription_plans']);
    const keys =
      testDialect === 'postgres'
        ? await sql<{ child: string; column: string; parent: string }>`
            select c.conrelid::regclass::text as child, a.attname as column, c.confrelid::regclass::text as parent
            from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
            where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`.execute(app.db)
        : await sql<{ child: string; column: string; parent: string }>`
            select m.name as child, f."from" as "column", f."table" as parent
            from sqlite_master m, pragma_foreign_key_list(m.name) f where m.type = 'table'`.execute(app.db);
    const leading =
      testDialect === 'postgres'
        ? await sql<{ child: string; column: string }>`
            select i.indrelid::regclass::text as child, a.attname as column
            from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
            join pg_class t on t.oid = i.indrelid where t.relnamespace = current_schema()::regnamespace`.execute(
            app.db,
          )
        : await sql<{ child: string; column: string }>`
            select m.name as child, ii.name as "column"
            from sqlite_master m, pragma_index_list(m.name) il, pragma_index_info(il.name) ii
            where m.type = 'table' and ii.seqno = 0
            union all
            select m.name, p.name from sqlite_master m, pragma_table_info(m.name) p
            where m.type = 'table' and p.pk = 1`.execute(app.db);
    const indexed = new Set(leading.rows.map((row) => `${row.child}.${row.column}`));
    const unindexed = keys.rows
      .filter((key) => !neverDeleted.has(key.parent))
      .map((key) => `${key.child}.${key.column} → ${key.parent}`)
      .filter((key) => !indexed.has(key.split(' ')[0]!));
    expect(keys.rows.length).toBeGreaterThan(20);
    expect(unindexed).toEqual([]);
  });

  it('are idempotent on start and reversible down to nothing and up again', async () => {
    await migrateToLatest(app.db);
    const migrator = new Migrator({ db: app.db, provider: { getMigrations: async () => migrations } });
    for (let i = 0; i < Object.keys(migrations).length; i++) {
      const { error } = await migrator.migrateDown();
      expect(error).toBeUndefined();
    }
    await migrateToLatest(app.db);
    const count = await app.db
      .selectFrom('subscription_plans')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(3);
  });
});
