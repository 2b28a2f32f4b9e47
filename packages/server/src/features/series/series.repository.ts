import type { Series } from '@artledger/domain';
import type { Db } from '../../db/database.js';

export function listSeries(db: Db, userId: number): Promise<Series[]> {
  return db
    .selectFrom('series')
    .select(['id', 'name', 'description', 'year', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('name_lower')
    .execute();
}

export async function seriesExists(db: Db, userId: number, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('series')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Boolean(row);
}

/** Names are unique per user regardless of case. */
export async function seriesNameTaken(db: Db, userId: number, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('series')
    .select('id')
    .where('user_id', '=', userId)
    .where('name_lower', '=', name.toLowerCase())
    .executeTakeFirst();
  return Boolean(row);
}

export async function insertSeries(
  db: Db,
  userId: number,
  input: { name: string; description?: string | null; year?: number | null },
): Promise<number> {
  const row = await db
    .insertInto('series')
    .values({
      user_id: userId,
      name: input.name,
      name_lower: input.name.toLowerCase(),
      description: input.description ?? null,
      year: input.year ?? null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
