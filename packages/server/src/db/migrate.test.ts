import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
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
