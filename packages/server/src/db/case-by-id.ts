import { type RawBuilder, sql } from 'kysely';

/** `case id when … then … end`: one UPDATE that gives each of many rows its own value (same on both databases). */
export function caseById(values: ReadonlyArray<readonly [id: number, value: string]>): RawBuilder<string> {
  const branches = values.map(([id, value]) => sql`when ${id} then ${value}`);
  return sql<string>`case id ${sql.join(branches, sql` `)} end`;
}
