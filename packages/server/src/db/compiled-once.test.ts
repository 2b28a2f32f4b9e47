import { describe, expect, it, vi } from 'vitest';
import type { Db } from './database.js';
import { build } from '../../test/build.js';
import { buildUser } from '../../test/factories.js';
import { compiledOnce, type Param } from './compiled-once.js';

const { app } = await build();

describe('compiledOnce', () => {
  it('builds the query once and answers each call for its own values', async () => {
    const [ada, grace] = [await buildUser(app), await buildUser(app)];
    const build = vi.fn((db: Db, param: Param<'id' | 'role'>) =>
      db
        .selectFrom('users')
        .select(['id', 'username'])
        .where('id', '=', param('id'))
        .where('role', '=', param('role')),
    );
    const usernameById = compiledOnce(build);
    expect(await usernameById(app.db, { id: ada.id, role: 'artist' })).toEqual([
      { id: ada.id, username: ada.username },
    ]);
    expect(await usernameById(app.db, { role: 'artist', id: grace.id })).toEqual([
      { id: grace.id, username: grace.username },
    ]);
    expect(await usernameById(app.db, { id: grace.id, role: 'admin' })).toEqual([]);
    expect(await usernameById(app.db, { id: 2_000_000_000, role: 'artist' })).toEqual([]);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('keeps the values the query holds itself, wherever they sit among the placeholders', async () => {
    const users = [await buildUser(app), await buildUser(app), await buildUser(app)];
    const [first, second, third] = users.map((user) => user.id).sort((a, b) => a - b) as [
      number,
      number,
      number,
    ];
    // limit(1) in the select list is compiled as a parameter ahead of the where clause's placeholders.
    const withNextId = compiledOnce((db, param: Param<'from' | 'to'>) =>
      db
        .selectFrom('users as u')
        .select((eb) =>
          eb
            .selectFrom('users as v')
            .select('v.id')
            .whereRef('v.id', '>', 'u.id')
            .orderBy('v.id')
            .limit(1)
            .as('next_id'),
        )
        .select('u.id')
        .where('u.id', '>=', param('from'))
        .where('u.id', '<=', param('to'))
        .orderBy('u.id')
        .limit(2),
    );
    expect(await withNextId(app.db, { from: first, to: third })).toEqual([
      { next_id: second, id: first },
      { next_id: third, id: second },
    ]);
    const after = await app.db
      .selectFrom('users')
      .select('id')
      .where('id', '>', third)
      .orderBy('id')
      .executeTakeFirst();
    expect(await withNextId(app.db, { from: third, to: third })).toEqual([
      { next_id: after?.id ?? null, id: third },
    ]);
  });

  it('compiles separately for another handle, such as a transaction, and reads through it', async () => {
    const ada = await buildUser(app);
    const build = vi.fn((db: Db, param: Param<'id'>) =>
      db.selectFrom('users').select('username').where('id', '=', param('id')),
    );
    const usernameById = compiledOnce(build);
    await usernameById(app.db, { id: ada.id });
    const trx = await app.db.startTransaction().execute();
    let renamed: unknown;
    try {
      await trx
        .updateTable('users')
        .set({ username: `${ada.username}_x` })
        .where('id', '=', ada.id)
        .execute();
      renamed = await usernameById(trx, { id: ada.id });
    } finally {
      await trx.rollback().execute();
    }
    expect(renamed).toEqual([{ username: `${ada.username}_x` }]);
    expect(await usernameById(app.db, { id: ada.id })).toEqual([{ username: ada.username }]);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('refuses a call that lacks a value, and runs nothing', async () => {
    const build = vi.fn((db: Db, param: Param<'id'>) =>
      db.selectFrom('users').select('username').where('id', '=', param('id')),
    );
    const usernameById = compiledOnce(build);
    const execute = vi.spyOn(app.db, 'executeQuery');
    try {
      await expect(usernameById(app.db, {} as { id: number })).rejects.toThrow(
        'the compiled query has no value for id',
      );
      expect(execute).not.toHaveBeenCalled();
    } finally {
      execute.mockRestore();
    }
  });
});
