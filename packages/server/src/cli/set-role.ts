import type { Role } from '@artledger/domain';
import type { Db } from '../db/database.js';
import { writeTransaction } from '../db/transaction.js';
import { AppError } from '../lib/app-error.js';
import { setRoleKeepingAnAdmin } from '../features/admin/admin.service.js';
import { findUserByUsername, lockAdminIds } from '../features/users/users.repository.js';

export async function setRole(
  db: Db,
  username: string,
  role: Role,
): Promise<{ ok: boolean; message: string }> {
  const user = await findUserByUsername(db, username);
  if (!user) return { ok: false, message: `No user named "${username}".` };
  const label = role === 'admin' ? 'an admin' : 'an artist';
  try {
    // The admin page's rule, under the same lock: the CLI must not remove the last admin either.
    const changed = await writeTransaction(db, async (trx) =>
      setRoleKeepingAnAdmin(trx, await lockAdminIds(trx), user.id, role, {
        lastAdmin: `${user.username} is the last admin and stays one: promote another user first (npm run admin -- promote <username>).`,
      }),
    );
    return { ok: true, message: `${user.username} ${changed ? 'is now' : 'is already'} ${label}.` };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message };
    throw error;
  }
}
