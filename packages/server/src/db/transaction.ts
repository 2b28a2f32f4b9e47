import { setTimeout as sleep } from 'node:timers/promises';
import { SqliteAdapter, sql } from 'kysely';
import { isTransientConflict } from '../lib/db-errors.js';
import type { Db } from './database.js';

/** Tables whose rows serialise the writes that check them (the "owning" row of a rule). */
type LockableTable = 'users' | 'user_subscriptions' | 'artworks' | 'dealers' | 'sales' | 'consumables';

const isSqlite = (db: Db) => db.getExecutor().adapter instanceof SqliteAdapter;

/** How often a PostgreSQL transaction that lost a deadlock is run again before its error stands. */
const POSTGRES_ATTEMPTS = 5;

/**
 * Runs a check-then-write in one transaction that holds the write lock before anything is read.
 * SQLite: `BEGIN IMMEDIATE` takes the database's write lock up front (other connections, including other
 * processes on the same file, wait on busy_timeout). PostgreSQL: a normal transaction in which the caller
 * locks the owning rows with `lockRows` before reading what it checks.
 *
 * On PostgreSQL two such transactions could still deadlock on rows neither locked by hand: the maintained
 * totals a trigger or `syncGalleryPlacement` moves a work between (one edit takes "available" then
 * "in storage", a simultaneous opposite edit takes them the other way round). `lockRows` first takes the
 * user's write turn, so one user's locking transactions run one after another, as on SQLite, and never
 * meet there. A transaction PostgreSQL still rolls back as a deadlock or serialization failure runs again
 * from the start after a short random pause. `work` must therefore do nothing but database work: files
 * are written before the transaction or removed after it commits.
 */
export async function writeTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (!isSqlite(db)) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction().execute(work);
      } catch (error) {
        if (attempt >= POSTGRES_ATTEMPTS || !isTransientConflict(error)) throw error;
        await sleep(Math.random() * 10 * attempt);
      }
    }
  }
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}

/** The first key of the user write turn's advisory lock (the second is the user's id). */
const USER_WRITE_TURN = 1;

/**
 * The users whose write turn each open transaction holds. A transaction's handle lives only as long as
 * the transaction (a retried attempt gets a new one), so its turns are forgotten with it.
 */
const turnsHeld = new WeakMap<Db, Set<number>>();

/**
 * Locks rows (`SELECT … FOR UPDATE`, in id order so two writers cannot deadlock) inside a
 * writeTransaction. On SQLite the transaction already holds the database's write lock, so this is a no-op.
 * Locks only the caller's rows; a missing or foreign id is simply not locked (the caller's own read
 * then finds nothing and answers 404).
 *
 * On PostgreSQL it first takes the user's write turn (a transaction-level advisory lock on the user's id,
 * held to commit, so a second call in the same transaction does not ask for it again): every total a
 * write moves is the user's own, so one user's writes taking their turns one at a time cannot deadlock on
 * them, and other users are not held up. An artist's writes come at human pace; before the turn, two
 * opposite edits at once cost a deadlock and PostgreSQL's one-second detection.
 */
export async function lockRows(trx: Db, table: LockableTable, userId: number, ids: number[]): Promise<void> {
  if (isSqlite(trx)) return;
  const held = turnsHeld.get(trx) ?? new Set<number>();
  if (!held.has(userId)) {
    await sql`select pg_advisory_xact_lock(${USER_WRITE_TURN}, ${userId})`.execute(trx);
    turnsHeld.set(trx, held.add(userId));
  }
  if (ids.length === 0) return;
  const column = table === 'users' ? 'id' : table === 'user_subscriptions' ? 'user_id' : 'id';
  const owner = table === 'users' ? 'id' : 'user_id';
  await sql`select 1 from ${sql.table(table)} where ${sql.ref(column)} in (${sql.join(
    [...new Set(ids)].sort((a, b) => a - b),
  )}) and ${sql.ref(owner)} = ${userId} order by ${sql.ref(column)} for update`.execute(trx);
}
