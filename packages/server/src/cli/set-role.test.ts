import { describe, expect, it } from 'vitest';
import { build } from '../../test/build.js';
import { buildUser } from '../../test/factories.js';
import { setRole } from './set-role.js';

const { app } = await build();

describe('admin promote/demote', () => {
  it('promotes by username (any case) and demotes again', async () => {
    // Another admin stays, so demoting this one keeps the last-admin rule.
    await setRole(app.db, (await buildUser(app)).username, 'admin');
    const user = await buildUser(app);
    expect(await setRole(app.db, user.username.toUpperCase(), 'admin')).toEqual({
      ok: true,
      message: `${user.username} is now an admin.`,
    });
    const profile = await app.inject({ url: '/api/users/profile', headers: user.auth });
    expect(profile.json().role).toBe('admin');
    expect((await setRole(app.db, user.username, 'admin')).message).toMatch(/already an admin/);
    await setRole(app.db, user.username, 'artist');
    const row = await app.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('artist');
  });

  it('reports an unknown user without changing anything', async () => {
    expect(await setRole(app.db, 'no_such_person', 'admin')).toEqual({
      ok: false,
      message: 'No user named "no_such_person".',
    });
  });

  it('refuses to demote the last admin, with a clear message, and changes nothing', async () => {
    const admins = await app.db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
    const lone = await buildUser(app);
    await app.db.updateTable('users').set({ role: 'artist' }).where('role', '=', 'admin').execute();
    try {
      await setRole(app.db, lone.username, 'admin');
      const refused = await setRole(app.db, lone.username, 'artist');
      expect(refused.ok).toBe(false);
      expect(refused.message).toBe(
        `${lone.username} is the last admin and stays one: promote another user first (npm run admin -- promote <username>).`,
      );
      const role = async (id: number) =>
        (await app.db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirstOrThrow()).role;
      expect(await role(lone.id)).toBe('admin');

      // With a second admin, either may go; the last one left stays.
      const second = await buildUser(app);
      await setRole(app.db, second.username, 'admin');
      const both = await Promise.all([
        setRole(app.db, lone.username, 'artist'),
        setRole(app.db, second.username, 'artist'),
      ]);
      expect(both.filter((r) => r.ok)).toHaveLength(1);
      expect([await role(lone.id), await role(second.id)].sort()).toEqual(['admin', 'artist']);
    } finally {
      const ids = admins.map((a) => a.id);
      if (ids.length)
        await app.db.updateTable('users').set({ role: 'admin' }).where('id', 'in', ids).execute();
    }
  });
});
