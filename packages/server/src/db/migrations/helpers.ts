import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';

import { isPostgres } from '../database.js';

export { isPostgres };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

/** An auto-numbered integer key that is valid on SQLite and PostgreSQL. */
export function withId<T extends string>(
  db: AnyDb,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

/**
 * Runs a migration's steps in one transaction on SQLite too, where Kysely runs migrations outside one: a
 * migration cut off halfway (a backfill, an index rebuilt) must leave nothing behind.
 */
export async function inOneTransaction(db: AnyDb, work: (trx: AnyDb) => Promise<void>): Promise<void> {
  if (db.isTransaction) await work(db);
  else await db.transaction().execute(work);
}
