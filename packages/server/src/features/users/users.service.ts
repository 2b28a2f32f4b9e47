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

/** A write under the lock: `won` with its result, or not, with the row another password change left. */
type PasswordWrite<T> = { won: true; value: T } | { won: false; row: UserRow };

/**
 * Runs `write` under the user's lock once `currentPassword` has been verified and `newPassword` hashed,
 * and only if the stored hash is still the one the password was verified against. So of simultaneous
 * changes with the same current password exactly one wins, and token_version moves once per change.
 * Argon2 (about 15 ms a call) runs outside the lock: on SQLite the transaction holds the server's one
 * connection, and every other request would wait on it. If another change committed in between, the
 * current password is checked again against its hash, as if the requests had come one after the other
 * (a loser gets "Current password is incorrect"). Each retry needs a change that committed meanwhile,
 * so the loop ends.
 */
async function withPasswordChange<T>(
  db: Db,
  caller: AuthUser,
  id: number,
  passwords: { currentPassword: string; newPassword: string },
  write: (trx: Db, row: UserRow, newHash: string) => Promise<T>,
): Promise<T> {
  let seen = await ownRecord(db, caller, id);
  let passwordHash: string | undefined;
  for (;;) {
    if (!(await verifyPassword(seen.password_hash, passwords.currentPassword))) {
      throw badRequest('Current password is incorrect', 'currentPassword');
    }
    passwordHash ??= await hashPassword(passwords.newPassword);
    const newHash = passwordHash;
    const verified = seen.password_hash;
    const outcome = await writeTransaction(db, async (trx): Promise<PasswordWrite<T>> => {
      await lockRows(trx, 'users', caller.id, [id]);
      const row = await ownRecord(trx, caller, id);
      if (row.password_hash !== verified) return { won: false, row };
      return { won: true, value: await write(trx, row, newHash) };
    });
    if (outcome.won) return outcome.value;
    seen = outcome.row;
  }
}

/** Changing the password bumps token_version, which revokes every token issued before. */
export function updatePassword(
  db: Db,
  caller: AuthUser,
  id: number,
  input: z.output<typeof passwordUpdateSchema>,
): Promise<UserRow> {
  return withPasswordChange(db, caller, id, input, (trx, row, newHash) =>
    updateUser(trx, id, { password_hash: newHash, token_version: row.token_version + 1 }),
  );
}

/**
 * A new username and/or password in one transaction: every check runs before either is written, so a
 * wrong current password or a taken username leaves both unchanged. A new password is verified and hashed
 * outside the lock, as in updatePassword.
 */
export async function updateCredentials(
  db: Db,
  caller: AuthUser,
  input: CredentialsUpdateInput,
): Promise<{ row: UserRow; passwordChanged: boolean }> {
  const write = async (trx: Db, row: UserRow, newHash?: string) => {
    const changes: Parameters<typeof updateUser>[2] = {};
    if (newHash !== undefined) {
      changes.password_hash = newHash;
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
    return { row: updated, passwordChanged: newHash !== undefined };
  };
  if (input.newPassword) {
    const passwords = { currentPassword: input.currentPassword ?? '', newPassword: input.newPassword };
    return withPasswordChange(db, caller, caller.id, passwords, write);
  }
  return writeTransaction(db, async (trx) => {
    await lockRows(trx, 'users', caller.id, [caller.id]);
    return write(trx, await ownRecord(trx, caller, caller.id));
  });
}
