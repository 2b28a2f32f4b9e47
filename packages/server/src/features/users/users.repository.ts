import type { Role, User } from '@artledger/domain';
import { type Db, isPostgres } from '../../db/database.js';
import { compiledOnce, type Param } from '../../db/compiled-once.js';
import { notFound } from '../../lib/app-error.js';
import type { NewUserRow, UserRow, UserUpdate } from './users.table.js';

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Signs in by username or email, case-insensitively. */
export function findUserByLogin(db: Db, identifier: string): Promise<UserRow | undefined> {
  const key = identifier.trim().toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('username_lower', '=', key), eb('email_lower', '=', key)]))
    .executeTakeFirst();
}

export function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('username_lower', '=', username.toLowerCase())
    .executeTakeFirst();
}

/** Which of the given identity fields are already used by someone other than `exceptId`. */
export async function findTakenIdentity(
  db: Db,
  fields: { username?: string; email?: string },
  exceptId?: number,
): Promise<'username' | 'email' | undefined> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username_lower', 'email_lower'])
    .where((eb) =>
      eb.or([
        ...(fields.username ? [eb('username_lower', '=', fields.username.toLowerCase())] : []),
        ...(fields.email ? [eb('email_lower', '=', fields.email.toLowerCase())] : []),
      ]),
    )
    .$if(exceptId !== undefined, (qb) => qb.where('id', '!=', exceptId!))
    .execute();
  if (fields.username && rows.some((r) => r.username_lower === fields.username!.toLowerCase()))
    return 'username';
  if (fields.email && rows.some((r) => r.email_lower === fields.email!.toLowerCase())) return 'email';
  return undefined;
}

export async function insertUser(db: Db, row: NewUserRow): Promise<UserRow> {
  return db.insertInto('users').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The updated row; a 404 if the account was deleted meanwhile (an admin's delete racing an edit). */
export async function updateUser(db: Db, id: number, changes: UserUpdate): Promise<UserRow> {
  const row = await db
    .updateTable('users')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound('User');
  return row;
}

export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    bio: row.bio,
    website: row.website,
    location: row.location,
    phone: row.phone,
    profileImage: row.profile_image,
    role: row.role,
    createdAt: row.created_at,
  };
}

/**
 * The admins' ids, their rows locked on PostgreSQL (in id order) so two role changes that could each
 * remove "the other" admin run one after the other. SQLite's write transaction already serialises them.
 */
export async function lockAdminIds(db: Db): Promise<number[]> {
  const query = db.selectFrom('users').select('id').where('role', '=', 'admin').orderBy('id');
  const rows = await (isPostgres(db) ? query.forUpdate() : query).execute();
  return rows.map((r) => r.id);
}

const tokenHolderById = compiledOnce((db, param: Param<'id'>) =>
  db.selectFrom('users').select(['id', 'role', 'token_version']).where('id', '=', param('id')),
);

/** What the auth hook checks on every request: the token's user still exists at that token version. */
export async function findTokenHolder(db: Db, id: number) {
  const [row] = await tokenHolderById(db, { id });
  return row;
}

export async function setUserRole(db: Db, id: number, role: Role): Promise<void> {
  await db
    .updateTable('users')
    .set({ role, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

/** Deletes the user; every table keyed by user_id cascades. */
export async function deleteUserRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The names among `names` that some account's profile image holds, for the start-up sweep of the
 * `profiles` upload folder. The app has no route that stores a profile image; rows brought from elsewhere
 * may name one, and the admin's list shows it.
 */
export async function referencedProfileImageNames(db: Db, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .selectFrom('users')
    .select('profile_image')
    .where('profile_image', 'in', names)
    .execute();
  return new Set(rows.map((row) => row.profile_image!));
}
