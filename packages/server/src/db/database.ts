import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { UsersTable } from '../features/users/users.table.js';
import type { SubscriptionPlansTable, UserSubscriptionsTable } from '../features/plans/plans.table.js';
import type {
  ArtworkCountsTable,
  ArtworkImagesTable,
  ArtworkStatusTotalsTable,
  ArtworksTable,
  CategoriesTable,
  GallerySectionsTable,
} from '../features/artworks/artworks.table.js';
import type { SeriesTable } from '../features/series/series.table.js';
import type { DealersTable, DealerTotalsTable } from '../features/dealers/dealers.table.js';
import type { ConsignmentsTable } from '../features/consignments/consignments.table.js';
import type { SalesTable, SaleTotalsTable } from '../features/sales/sales.table.js';
import type { StripeEventsTable } from '../features/billing/billing.table.js';
import type {
  InspirationImagesTable,
  StyleLibrariesTable,
  StyleLibraryImagesTable,
} from '../features/inspiration/inspiration.table.js';
import type {
  ConsumablesTable,
  SupplyTotalsTable,
  SupplyTransactionsTable,
} from '../features/supplies/supplies.table.js';
import { registerSqliteSearchFunctions } from './search-text.js';
import { withStatementCache } from './sqlite-statements.js';
import { TurnTakingSqliteDialect } from './sqlite-turns.js';

export interface Database {
  users: UsersTable;
  subscription_plans: SubscriptionPlansTable;
  user_subscriptions: UserSubscriptionsTable;
  categories: CategoriesTable;
  series: SeriesTable;
  artworks: ArtworksTable;
  artwork_images: ArtworkImagesTable;
  gallery_sections: GallerySectionsTable;
  artwork_counts: ArtworkCountsTable;
  artwork_status_totals: ArtworkStatusTotalsTable;
  dealers: DealersTable;
  dealer_totals: DealerTotalsTable;
  consignments: ConsignmentsTable;
  sales: SalesTable;
  sale_totals: SaleTotalsTable;
  stripe_events: StripeEventsTable;
  inspiration_images: InspirationImagesTable;
  style_libraries: StyleLibrariesTable;
  style_library_images: StyleLibraryImagesTable;
  consumables: ConsumablesTable;
  supply_transactions: SupplyTransactionsTable;
  supply_totals: SupplyTotalsTable;
}

/** The database handle every repository takes (a transaction is one too). */
export type Db = Kysely<Database>;

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
}

// int8 (counts, sums) and numeric come back as strings from pg; the API wants plain numbers.
pg.types.setTypeParser(20, (value) => Number(value));
pg.types.setTypeParser(1700, (value) => Number(value));

/** Whether a handle talks to PostgreSQL: where a query or a migration must say something differently. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: migrations use untyped handles
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export function isPostgresUrl(url: string | undefined): url is string {
  return Boolean(url && /^postgres(ql)?:\/\//.test(url));
}

export function createDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseHandle {
  if (isPostgresUrl(options.databaseUrl)) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, a failover, an administrator) is dropped from the pool
    // and replaced on the next query; unhandled, its 'error' event would crash the whole process.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  const file = options.databaseUrl === ':memory:' ? ':memory:' : sqliteFile(options);
  if (file !== ':memory:') ownerOnly(file);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  if (file !== ':memory:') for (const suffix of ['-wal', '-shm']) ownerOnly(file + suffix, false);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  registerSqliteSearchFunctions(sqlite);
  return {
    db: new Kysely<Database>({
      dialect: new TurnTakingSqliteDialect({ database: withStatementCache(sqlite) }),
    }),
    dialect: 'sqlite',
  };
}

/**
 * The database holds password hashes and every sale: readable by the server's user only (0600), like
 * the JWT secret. SQLite gives its -wal and -shm files the database file's mode; they are set anyway.
 */
function ownerOnly(file: string, create = true): void {
  if (!existsSync(file)) {
    if (!create) return;
    mkdirSync(path.dirname(file), { recursive: true });
    closeSync(openSync(file, 'a', 0o600));
  }
  chmodSync(file, 0o600);
}

function sqliteFile(options: { databaseUrl: string | undefined; dataDir: string }): string {
  if (options.databaseUrl?.startsWith('file:')) return options.databaseUrl.slice('file:'.length);
  mkdirSync(options.dataDir, { recursive: true });
  return path.join(options.dataDir, 'artledger.db');
}
