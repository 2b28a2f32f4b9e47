import { sql } from 'kysely';
import { type AnyDb, isPostgres } from './helpers.js';

// The sales export reads every sale of the range in (sale_date, id) order, a thousand at a time, and takes
// only the stored line of each. With the line in the index, SQLite reads the pages from the index alone
// instead of looking each sale up in the table: 30,000 sales in about half the time (docs/decisions.md,
// "The export reads its lines from one index, joined by the database, and compresses fast"). PostgreSQL
// keeps its plan: a b-tree entry there must fit in about 2.7 kB, and a line of long names in four-byte
// characters can come close.

export async function up(db: AnyDb): Promise<void> {
  if (isPostgres(db)) return;
  await sql`create index sales_export_idx on sales (user_id, sale_date, id, export_line)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) return;
  await sql`drop index sales_export_idx`.execute(db);
}
