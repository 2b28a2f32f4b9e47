import type { z } from 'zod';
import type {
  CredentialsUpdateInput,
  passwordUpdateSchema,
  profileUpdateSchema,
  usernameUpdateSchema,
} from '@artledger/domain';
import type { Db } from '../../db/database.js';
import { lockRows, writeTransaction } from '../../db/transaction.js';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { AuthUser } from '../../plugins/auth.js';
import { findTakenIdentity, findUserById, updateUser } from './users.repository.js';
import type { UserRow } from './users.table.js';

/** A user may only change their own record; anyone else's id looks like a missing one. */
async function ownRecord(db: Db, caller: AuthUser, id: number): Promise<UserRow> {
  const row = id === caller.id ? await findUserById(db, id) : undefined;
  if (!row) throw notFound('User');
  return row;
}

async function guardUnique<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}

export async function updateProfile(
  db: Db,
  caller: AuthUser,
  id: number,
  input: z.output<typeof profileUpdateSchema>,
): Promise<UserRow> {
  await ownRecord(db, caller, id);
  if (await findTakenIdentity(db, { email: input.email }, id))
    throw conflict('An account with that email already exists');
  return guardUnique(
    () =>
      updateUser(db, id, {
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        email_lower: input.email.toLowerCase(),
        ...(input.bio !== undefined && { bio: input.bio }),
        ...(input.website !== undefined && { website: input.website }),
        ...(input.location !== undefined && { location: input.location }),
        ...(input.phone !== undefined && { phone: input.phone }),
      }),
    'An account with that email already exists',
  );
}

export async function updateUsername(
  db: Db,
  caller: AuthUser,
  id: number,
  input: z.output<typeof usernameUpdateSchema>,
): Promise<UserRow> {
  await ownRecord(db, caller, id);
  if (await findTakenIdentity(db, { username: input.username }, id))
    throw conflict('That username is already taken');
  return guardUnique(
    () => updateUser(db, id, { username: input.username, username_lower: input.username.toLowerCase() }),
    'That username is already taken',
  );
}

/** A password write under the lock: `won` with the updated row, or not, with the row another change left. */
type PasswordWrite = { won: boolean; row: UserRow };

/**
 * Changing the password bumps token_version, which revokes every token issued before.
 *
 * The write happens under the user's lock and only if the stored hash is still the one the current
 * password was verified against, so of simultaneous changes with the same current password exactly one
 * wins and token_version moves once per change. Argon2 (about 15 ms a call) runs outside the lock: on
 * SQLite the transaction holds the server's one connection, and every other request would wait on it.
 * If another change committed in between, the current password is checked again against its hash, as if
 * the requests had come one after the other (a loser gets "Current password is incorrect"). Each retry
 * needs a change that committed meanwhile, so the loop ends.
 */
export async function updatePassword(
  db: Db,
  caller: AuthUser,
  id: number,
  input: z.output<typeof passwordUpdateSchema>,
): Promise<UserRow> {
  let seen = await ownRecord(db, caller, id);
  let passwordHash: string | undefined;
  for (;;) {
    if (!(await verifyPassword(seen.password_hash, input.currentPassword))) {
      throw badRequest('Current password is incorrect', 'currentPassword');
    }
    passwordHash ??= await hashPassword(input.newPassword);
    const newHash = passwordHash;
    const verified = seen.password_hash;
    const outcome = await writeTransaction(db, async (trx): Promise<PasswordWrite> => {
      await lockRows(trx, 'users', caller.id, [id]);
      const row = await ownRecord(trx, caller, id);
      if (row.password_hash !== verified) return { won: false, row };
      const updated = await updateUser(trx, id, {
        password_hash: newHash,
        token_version: row.token_version + 1,
      });
      return { won: true, row: updated };
    });
    if (outcome.won) return outcome.row;
    seen = outcome.row;
  }
}

/**
 * A new username and/or password in one transaction: every check runs before either is written, so a
 * wrong current password or a taken username leaves both unchanged.
 */
export async function updateCredentials(
  db: Db,
  caller: AuthUser,
  input: CredentialsUpdateInput,
): Promise<{ row: UserRow; passwordChanged: boolean }> {
  return writeTransaction(db, async (trx) => {
    await lockRows(trx, 'users', caller.id, [caller.id]);
    const row = await ownRecord(trx, caller, caller.id);
    const changes: Parameters<typeof updateUser>[2] = {};
    if (input.newPassword) {
      if (!(await verifyPassword(row.password_hash, input.currentPassword ?? ''))) {
        throw badRequest('Current password is incorrect', 'currentPassword');
      }
      changes.password_hash = await hashPassword(input.newPassword);
      changes.token_version = row.token_version + 1;
    }
    if (input.username !== undefined && input.username !== row.username) {
      if (await findTakenIdentity(trx, { username: input.username }, row.id))
        throw conflict('That username is already taken');
      changes.username = input.username;
      changes.username_lower = input.username.toLowerCase();
    }
    if (Object.keys(changes).length === 0) return { row, passwordChanged: false };
    const updated = await guardUnique(
      () => updateUser(trx, row.id, changes),
      'That username is already taken',
    );
    return { row: updated, passwordChanged: Boolean(input.newPassword) };
  });
}
