import { describe, expect, it, vi } from 'vitest';
import type { Db } from './database.js';
import { build } from '../../test/build.js';
import { buildUser } from '../../test/factories.js';
import { compiledOnce } from './compiled-once.js';

const { app } = await build();

describe('compiledOnce', () => {
  it('builds the query once and answers each call for its own parameters', async () => {
    const [ada, grace] = [await buildUser(app), await buildUser(app)];
    const build = vi.fn((db: Db) =>
      db.selectFrom('users').select(['id', 'username']).where('id', '=', 0).where('role', '=', 'artist'),
    );
    const usernameById = compiledOnce(build);
    expect(await usernameById(app.db, [ada.id, 'artist'])).toEqual([{ id: ada.id, username: ada.username }]);
    expect(await usernameById(app.db, [grace.id, 'artist'])).toEqual([
      { id: grace.id, username: grace.username },
    ]);
    expect(await usernameById(app.db, [grace.id, 'admin'])).toEqual([]);
    expect(await usernameById(app.db, [2_000_000_000, 'artist'])).toEqual([]);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('compiles separately for another handle, such as a transaction, and reads through it', async () => {
    const ada = await buildUser(app);
    const build = vi.fn((db: Db) => db.selectFrom('users').select('username').where('id', '=', 0));
    const usernameById = compiledOnce(build);
    await usernameById(app.db, [ada.id]);
    const trx = await app.db.startTransaction().execute();
    let renamed: unknown;
    try {
      await trx
        .updateTable('users')
        .set({ username: `${ada.username}_x` })
        .where('id', '=', ada.id)
        .execute();
      renamed = await usernameById(trx, [ada.id]);
    } finally {
      await trx.rollback().execute();
    }
    expect(renamed).toEqual([{ username: `${ada.username}_x` }]);
    expect(await usernameById(app.db, [ada.id])).toEqual([{ username: ada.username }]);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('refuses a call whose values do not match the placeholders, and runs nothing', async () => {
    const usernameById = compiledOnce((db) => db.selectFrom('users').select('username').where('id', '=', 0));
    await expect(usernameById(app.db, [])).rejects.toThrow('takes 1 parameters, not 0');
    await expect(usernameById(app.db, [1, 2])).rejects.toThrow('takes 1 parameters, not 2');
  });
});
