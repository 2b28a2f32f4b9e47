// Packages the server itself depends on (better-sqlite3, sharp), loaded from the server's own install so the
// bench writes the same SQLite file format and encodes images with the same libvips the server uses.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT, SERVER_DIST } from './settings.mjs';

const requireFromServer = createRequire(path.join(REPO_ROOT, 'packages/server/package.json'));

export const Sqlite = requireFromServer('better-sqlite3');
export const sharp = requireFromServer('sharp');
// The built server's SQL functions: SQLite triggers on artworks call them (the search index).
const { registerSqliteSearchFunctions } = await import(
  pathToFileURL(path.join(SERVER_DIST, 'db/search-text.js')).href
);

/** The SQLite file the server uses in a DATA_DIR (db/database.ts, without DATABASE_URL). */
export function sqliteFile(dataDir) {
  return path.join(dataDir, 'artledger.db');
}

/**
 * A second handle on the server's database; WAL (set by the server) lets it write beside the running server.
 * It registers the server's SQL functions, as db/database.ts does, so the triggers on artworks run.
 */
export function openSqlite(dataDir) {
  const db = new Sqlite(sqliteFile(dataDir), { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  registerSqliteSearchFunctions(db);
  return db;
}
