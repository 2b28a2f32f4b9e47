import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { registerSqliteSearchFunctions } from './search-text.js';
// int8 (counts, sums) and numeric come back as strings from pg; the API wants plain numbers.
pg.types.setTypeParser(20, (value) => Number(value));
pg.types.setTypeParser(1700, (value) => Number(value));
export function isPostgresUrl(url) {
    return Boolean(url && /^postgres(ql)?:\/\//.test(url));
}
export function createDatabase(options) {
    if (isPostgresUrl(options.databaseUrl)) {
        const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
        // An idle connection the server ends (a restart, a failover, an administrator) is dropped from the pool
        // and replaced on the next query; unhandled, its 'error' event would crash the whole process.
        pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
        return { db: new Kysely({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
    }
    const file = options.databaseUrl === ':memory:' ? ':memory:' : sqliteFile(options);
    if (file !== ':memory:')
        ownerOnly(file);
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    if (file !== ':memory:')
        for (const suffix of ['-wal', '-shm'])
            ownerOnly(file + suffix, false);
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    registerSqliteSearchFunctions(sqlite);
    return {
        db: new Kysely({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }),
        dialect: 'sqlite',
    };
}
const STATEMENT_CACHE_SIZE = 500;
/**
 * Kysely prepares every query anew; preparing is a large share of a cheap request's time. Statements
 * are reused by SQL text (the app builds a few hundred distinct ones). Safe because Kysely runs each
 * statement to completion synchronously (all/run); nothing here streams with iterate().
 */
function withStatementCache(sqlite) {
    const cache = new Map();
    return {
        close: () => sqlite.close(),
        prepare(sql) {
            let statement = cache.get(sql);
            if (!statement) {
                statement = sqlite.prepare(sql);
                if (cache.size >= STATEMENT_CACHE_SIZE)
                    cache.delete(cache.keys().next().value);
                cache.set(sql, statement);
            }
            return statement;
        },
    };
}
/**
 * The database holds password hashes and every sale: readable by the server's user only (0600), like
 * the JWT secret. SQLite gives its -wal and -shm files the database file's mode; they are set anyway.
 */
function ownerOnly(file, create = true) {
    if (!existsSync(file)) {
        if (!create)
            return;
        mkdirSync(path.dirname(file), { recursive: true });
        closeSync(openSync(file, 'a', 0o600));
    }
    chmodSync(file, 0o600);
}
function sqliteFile(options) {
    if (options.databaseUrl?.startsWith('file:'))
        return options.databaseUrl.slice('file:'.length);
    mkdirSync(options.dataDir, { recursive: true });
    return path.join(options.dataDir, 'artledger.db');
}
//# sourceMappingURL=database.js.map