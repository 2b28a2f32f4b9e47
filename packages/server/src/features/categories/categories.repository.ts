import type { Category } from '@artledger/domain';
import type { Db } from '../../db/database.js';

/** The categories table is a fixed list seeded by the migrations; nothing writes it at run time. */
export function listCategories(db: Db): Promise<Category[]> {
  return db.selectFrom('categories').select(['id', 'name']).orderBy('id').execute();
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst();
  return Boolean(row);
}
