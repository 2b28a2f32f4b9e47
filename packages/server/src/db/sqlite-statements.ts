import type SQLite from 'better-sqlite3';

const STATEMENT_CACHE_SIZE = 500;

/** Opens the SQL of a statement whose rows come back as arrays (`rowsAsArrays`). */
export const ROWS_AS_ARRAYS = '/* rows as arrays */ ';

/** What Kysely's SQLite driver asks of a statement. */
interface DriverStatement {
  readonly reader: boolean;
  all(parameters: readonly unknown[]): unknown[];
  run(parameters: readonly unknown[]): SQLite.RunResult;
  iterate(parameters: readonly unknown[]): IterableIterator<unknown>;
}

type RowBuilder = (values: unknown[]) => Record<string, unknown>;

/**
 * The database as Kysely's SQLite dialect uses it, with two costs taken out:
 * - Kysely prepares every query anew, and preparing is a large share of a cheap request's time. Statements
 *   are reused by SQL text (the app builds a few hundred distinct ones). Safe because Kysely runs each
 *   statement to completion synchronously (all/run) before the next.
 * - better-sqlite3 builds a row object by setting its columns one at a time by name, which cost as much as
 *   reading the rows: a gallery page of 60 works with their joins took 1.8 ms as objects and 0.9 ms as
 *   arrays. Rows are read as arrays and each is made an object by one object literal per statement, so
 *   every row of a statement gets its shape at once; the objects are the same (names, order, values).
 *
 * A schema change can change what `select *` returns, so any create, alter or drop empties the cache.
 */
export function withStatementCache(sqlite: SQLite.Database) {
  const cache = new Map<string, DriverStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): DriverStatement {
      let statement = cache.get(sql);
      if (!statement) {
        const prepared = sqlite.prepare(sql);
        if (!prepared.reader && /^\s*(create|alter|drop)\b/i.test(sql)) {
          cache.clear();
          return prepared;
        }
        statement = prepared.reader ? readerOf(prepared, sql.startsWith(ROWS_AS_ARRAYS)) : prepared;
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

/** A reader whose rows are arrays (`asArrays`, for rowsAsArrays) or objects built by rowBuilder. */
function readerOf(statement: SQLite.Statement, asArrays: boolean): DriverStatement {
  statement.raw(true);
  if (asArrays) return statement;
  let build: RowBuilder | undefined;
  const rowBuilderOf = () => (build ??= rowBuilder(statement.columns().map((column) => column.name)));
  return {
    reader: true,
    all(parameters) {
      const rows = statement.all(parameters) as unknown[][];
      return rows.length === 0 ? rows : rows.map(rowBuilderOf());
    },
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const row of statement.iterate(parameters) as IterableIterator<unknown[]>)
        yield rowBuilderOf()(row);
    },
  };
}

/**
 * `(values) => ({ [name0]: values[0], [name1]: values[1], … })` for these column names. The names are
 * SQLite's names of the statement's columns, written as JSON string literals, so no name is ever code; the
 * keys are computed so that a column named `__proto__` is a property like any other. A name selected twice
 * keeps its first place and its last value, as better-sqlite3's objects do.
 */
function rowBuilder(names: string[]): RowBuilder {
  const properties = names.map((name, index) => `[${JSON.stringify(name)}]: values[${index}]`);
  return new Function('values', `return { ${properties.join(', ')} };`) as RowBuilder;
}
