import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { build } from '../../test/build.js';
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
