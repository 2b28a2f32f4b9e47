import { describe, expect, it } from 'vitest';
import { build } from '../../test/build.js';
import { buildUser } from '../../test/factories.js';
import { setRole } from './set-role.js';

const { app } = await build();

describe('admin promote/demote', () => {
  it('promotes by username (any case) and demotes again', async () => {
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
});
