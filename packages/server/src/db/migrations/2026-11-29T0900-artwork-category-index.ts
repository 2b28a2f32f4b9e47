import { sql } from 'kysely';
import { type AnyDb, isPostgres } from './helpers.js';

// The reports' top categories read the category of each sold work: 30,000 lookups on the huge account. A
// work's row is wide (description, notes), so SQLite read a table page per sale; this index holds only the
// id and the category, a few hundred works per page, and the report names it (INDEXED BY: the statistics
// a fresh install has would not choose it over the primary key). The report's categories took about half
// the time (docs/decisions.md, "The report's categories from a narrow index"). PostgreSQL keeps its plan.

export async function up(db: AnyDb): Promise<void> {
  if (isPostgres(db)) return;
  await sql`create index artworks_id_category_idx on artworks (id, category_id)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) return;
  await sql`drop index artworks_id_category_idx`.execute(db);
}
