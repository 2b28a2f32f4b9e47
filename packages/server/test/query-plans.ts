import { CompiledQuery, type QueryId } from 'kysely';
import type { Db } from '../src/db/database.js';

/**
 * A handle on `db` that records the SQL of every statement built through it, for tests that check which
 * index a repository call reads. Kysely hands the plugin each part a statement is built from as well
 * (subqueries, CTEs) before the statement itself, so the statement sent is the last (or the longest) one.
 * `executed` holds one entry per statement the database ran (a query compiled once is built only on its
 * first call, but runs on every call).
 */
export function recordingDb(db: Db): { db: Db; sent: CompiledQuery[]; executed: QueryId[] } {
  const sent: CompiledQuery[] = [];
  const executed: QueryId[] = [];
  const recording = db.withPlugin({
    transformQuery: (args) => {
      sent.push(db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => {
      executed.push(args.queryId);
      return args.result;
    },
  });
  return { db: recording, sent, executed };
}

/**
 * SQLite's `explain query plan` of a recorded statement: each step's detail, in order. A query compiled once
 * (db/compiled-once.ts) is recorded with a marker where each call's value goes; SQLite plans a statement
 * before any value is bound, so those are bound as null.
 */
export async function sqlitePlan(db: Db, query: CompiledQuery): Promise<string[]> {
  const parameters = query.parameters.map((value) => (isBindable(value) ? value : null));
  const { rows } = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${query.sql}`, parameters),
  );
  return rows.map((row) => row.detail);
}

function isBindable(value: unknown): boolean {
  return value === null || ['number', 'string', 'bigint'].includes(typeof value) || Buffer.isBuffer(value);
}
