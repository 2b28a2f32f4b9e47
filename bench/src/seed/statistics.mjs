// SQLite's statistics of the seeded tables, taken once every table holds what it will hold. The bulk step
// used to take them right after its own rows, when the install's other users were not written yet: SQLite
// then believed `users` had one row and joined each listed user to a scan of every subscription (the
// admin's user list, 1 ms on large, 9 ms on huge). Statistics that describe the data, or none, as a real
// install has for that table, both give the indexed join.
import { openSqlite } from '../lib/server-deps.mjs';

export async function seedStatistics({ dataDir }) {
  if (!dataDir) return { summary: {} };
  const db = openSqlite(dataDir);
  try {
    db.pragma('optimize');
    const tables = db.prepare('SELECT count(DISTINCT tbl) AS n FROM sqlite_stat1').get().n;
    return { summary: { statistics: `PRAGMA optimize after the last row: ${tables} tables described` } };
  } finally {
    db.close();
  }
}
