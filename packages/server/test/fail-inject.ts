import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

/**
 * Makes every UPDATE of `table` fail inside the database, to prove a multi-step write rolls back whole.
 * Returns a function that removes the trigger.
 */
export async function failUpdatesOf(
  app: FastifyInstance,
  table: 'consignments' | 'artworks' | 'sales',
): Promise<() => Promise<void>> {
  const name = `fail_${table}_update`;
  if (app.dialect === 'sqlite') {
    await sql
      .raw(
        `CREATE TRIGGER ${name} BEFORE UPDATE ON ${table} BEGIN SELECT RAISE(ABORT, 'injected failure'); END`,
      )
      .execute(app.db);
    return async () => void (await sql.raw(`DROP TRIGGER ${name}`).execute(app.db));
  }
  await sql
    .raw(
      `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$ LANGUAGE plpgsql`,
    )
    .execute(app.db);
  await sql
    .raw(`CREATE TRIGGER ${name} BEFORE UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${name}()`)
    .execute(app.db);
  return async () => {
    await sql.raw(`DROP TRIGGER ${name} ON ${table}`).execute(app.db);
    await sql.raw(`DROP FUNCTION ${name}()`).execute(app.db);
  };
}
