import type { Kysely } from 'kysely';
import type { Role } from '@artledger/domain';
import type { Database } from '../db/database.js';
import { findUserByUsername } from '../features/users/users.repository.js';

export async function setRole(
  db: Kysely<Database>,
  username: string,
  role: Role,
): Promise<{ ok: boolean; message: string }> {
  const user = await findUserByUsername(db, username);
  if (!user) return { ok: false, message: `No user named "${username}".` };
  if (user.role === role)
    return {
      ok: true,
      message: `${user.username} is already ${role === 'admin' ? 'an admin' : 'an artist'}.`,
    };
  await db
    .updateTable('users')
    .set({ role, updated_at: new Date().toISOString() })
    .where('id', '=', user.id)
    .execute();
  return { ok: true, message: `${user.username} is now ${role === 'admin' ? 'an admin' : 'an artist'}.` };
}
