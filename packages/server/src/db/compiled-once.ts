import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database.js';

/** Marks where a call's value goes; typed `never` so it fits any column's comparison. */
export type Param<Name extends string> = (name: Name) => never;

class Placeholder {
  constructor(readonly name: string) {}
}

const param = ((name: string) => new Placeholder(name)) as Param<string>;

interface Compiled<Row> {
  query: CompiledQuery<Row>;
  /** Per compiled parameter: the name of the call's value that goes there, or null for a constant of the query. */
  slots: (string | null)[];
}

/**
 * A query whose shape never changes, built and compiled by Kysely once per database and then run with
 * each call's values. Building and compiling a query walks and freezes a tree of nodes on every call: for
 * the token check every request makes, that was a third of the check's time, and for one artwork's page
 * (six joins, two subqueries) more than running it.
 *
 * `build` puts `param('name')` where a call's value goes; each call passes `{ name: value }`. Values the
 * query itself holds (a subquery's `limit(1)`) stay as compiled, so a call never has to know them.
 */
export function compiledOnce<Row, Name extends string>(
  build: (db: Db, param: Param<Name>) => Compilable<Row>,
) {
  const compiledFor = new WeakMap<Db, Compiled<Row>>();
  return async (db: Db, values: Readonly<Record<Name, unknown>>): Promise<Row[]> => {
    let compiled = compiledFor.get(db);
    if (!compiled) {
      const query = build(db, param).compile();
      const slots = query.parameters.map((value) => (value instanceof Placeholder ? value.name : null));
      compiled = { query, slots };
      compiledFor.set(db, compiled);
    }
    const { query, slots } = compiled;
    const parameters = slots.map((name, index) => {
      if (name === null) return query.parameters[index];
      if (!Object.hasOwn(values, name)) throw new Error(`the compiled query has no value for ${name}`);
      return values[name as Name];
    });
    const { rows } = await db.executeQuery<Row>({ ...query, parameters });
    return rows;
  };
}
