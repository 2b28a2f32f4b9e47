import { describe, expect, it } from 'vitest';
import { build } from '../../test/build.js';
import { buildUser } from '../../test/factories.js';
import { rowsAsArrays } from './rows-as-arrays.js';

const { app } = await build();

describe('rowsAsArrays', () => {
  it('answers each row as its selected columns, in the order selected', async () => {
    const [ada, grace] = [await buildUser(app), await buildUser(app)];
    const query = app.db
      .selectFrom('users')
      .select(['username', 'id', 'role'])
      .where('id', 'in', [ada.id, grace.id])
      .orderBy('id');
    expect(await rowsAsArrays(app.db, query)).toEqual([
      [ada.username, ada.id, 'artist'],
      [grace.username, grace.id, 'artist'],
    ]);
    expect(await rowsAsArrays(app.db, query.where('id', '=', -1))).toEqual([]);
  });

  it('leaves the same query run the usual way answering objects', async () => {
    const ada = await buildUser(app);
    const query = app.db.selectFrom('users').select(['id', 'username']).where('id', '=', ada.id);
    // Each way twice, in turn: on SQLite both share a statement cache, keyed by the SQL text.
    for (let round = 0; round < 2; round++) {
      expect(await rowsAsArrays(app.db, query)).toEqual([[ada.id, ada.username]]);
      expect(await query.execute()).toEqual([{ id: ada.id, username: ada.username }]);
    }
  });

  it('reads inside a transaction through the transaction', async () => {
    const ada = await buildUser(app);
    const trx = await app.db.startTransaction().execute();
    try {
      await trx.updateTable('users').set({ location: 'Harbour Studio' }).where('id', '=', ada.id).execute();
      const query = trx.selectFrom('users').select('location').where('id', '=', ada.id);
      expect(await rowsAsArrays(trx, query)).toEqual([['Harbour Studio']]);
    } finally {
      await trx.rollback().execute();
    }
  });
});
