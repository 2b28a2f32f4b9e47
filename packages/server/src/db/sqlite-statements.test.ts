import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { ROWS_AS_ARRAYS, withStatementCache } from './sqlite-statements.js';

// These run on SQLite whatever the suite's database: they are about better-sqlite3's statements.
const opened: SQLite.Database[] = [];

function open() {
  const sqlite = new SQLite(':memory:');
  opened.push(sqlite);
  sqlite.exec(`create table works (id integer primary key, title text not null, price real, image blob, note text);
    insert into works values (1, 'Harbor at First Light', 4200.5, x'00ff', null), (2, 'Quarry', null, null, 'ü "quoted"');`);
  return { sqlite, statements: withStatementCache(sqlite) };
}

afterEach(() => {
  for (const sqlite of opened.splice(0)) sqlite.close();
});

/** What better-sqlite3 itself answers for this SQL, objects built by name. */
const objectsOf = (sqlite: SQLite.Database, text: string, parameters: unknown[] = []) =>
  sqlite.prepare(text).all(parameters);

describe('the SQLite statement cache', () => {
  it("answers the same row objects as better-sqlite3's own, names, order and values", () => {
    const { sqlite, statements } = open();
    const queries = [
      'select * from works order by id',
      'select id, title as "the title", price * 2 as doubled, image, note from works where id > ?',
      // A name selected twice keeps its first place and its last value, as better-sqlite3's objects do.
      'select title as name, id, note as name from works order by id',
      // Names that are not identifiers in JavaScript, or are the names of Object.prototype's members.
      `select title as "a'b""c\\d", price as "constructor", note as "1", id as "toString" from works`,
      'select count(*) from works',
    ];
    for (const text of queries) {
      const parameters = text.includes('?') ? [0] : [];
      const expected = objectsOf(sqlite, text, parameters);
      // Twice: the second run reuses the cached statement and its row builder.
      for (let round = 0; round < 2; round++) {
        const rows = statements.prepare(text).all(parameters) as Record<string, unknown>[];
        expect(rows).toEqual(expected);
        expect(rows.map((row) => Object.keys(row))).toEqual(
          expected.map((row) => Object.keys(row as object)),
        );
      }
    }
  });

  it('answers a column named __proto__ as a property, where better-sqlite3 dropped it', () => {
    const { sqlite, statements } = open();
    const text = 'select id as "__proto__", title from works where id = 1';
    expect(objectsOf(sqlite, text)).toEqual([{ title: 'Harbor at First Light' }]);
    const [row] = statements.prepare(text).all([]) as Record<string, unknown>[];
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.hasOwn(row!, '__proto__')).toBe(true);
    expect(row!['__proto__']).toBe(1);
    expect(row!.title).toBe('Harbor at First Light');
  });

  it('answers no rows as an empty list, and arrays for rowsAsArrays', () => {
    const { statements } = open();
    expect(statements.prepare('select * from works where id < 0').all([])).toEqual([]);
    expect(statements.prepare(`${ROWS_AS_ARRAYS}select id, title from works order by id`).all([])).toEqual([
      [1, 'Harbor at First Light'],
      [2, 'Quarry'],
    ]);
    expect(statements.prepare('select id, title from works order by id').all([])).toEqual([
      { id: 1, title: 'Harbor at First Light' },
      { id: 2, title: 'Quarry' },
    ]);
  });

  it('iterates rows as objects, and runs writes', () => {
    const { statements } = open();
    const result = statements.prepare('update works set price = ? where id = ?').run([10, 2]);
    expect(result.changes).toBe(1);
    const read = statements.prepare('select id, price from works order by id');
    expect([...read.iterate([])]).toEqual([
      { id: 1, price: 4200.5 },
      { id: 2, price: 10 },
    ]);
  });

  it('answers the new columns of `select *` after the table changes', async () => {
    const { statements } = open();
    const db = new Kysely<{ works: { id: number; title: string; year?: number | null } }>({
      dialect: new SqliteDialect({ database: statements }),
    });
    const read = () => db.selectFrom('works').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    expect(Object.keys(await read())).toEqual(['id', 'title', 'price', 'image', 'note']);
    await sql`alter table works add column year integer`.execute(db);
    await sql`update works set year = 2026`.execute(db);
    expect(await read()).toMatchObject({ id: 1, title: 'Harbor at First Light', year: 2026 });
    await sql`alter table works drop column note`.execute(db);
    expect(Object.keys(await read())).toEqual(['id', 'title', 'price', 'image', 'year']);
  });
});
