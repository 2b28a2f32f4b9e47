import type { Db } from '../src/db/database.js';

/**
 * `db`, except that `after` (a delete another request runs at that moment) runs after each statement made
 * outside a transaction and after each write transaction commits, before the caller goes on.
 */
export function deleteBetweenStatements(db: Db, after: () => Promise<unknown>): Db {
  // A query builder outside a transaction: each execute is followed by `after`, once its connection is free.
  const outside = (value: unknown): unknown =>
    typeof value === 'object' && value !== null && 'execute' in value
      ? new Proxy(value, {
          get(builder, prop) {
            const member: unknown = Reflect.get(builder, prop, builder);
            if (typeof member !== 'function') return member;
            if (String(prop).startsWith('execute'))
              return async (...args: unknown[]) => {
                const result: unknown = await member.apply(builder, args);
                await after();
                return result;
              };
            return (...args: unknown[]) => outside(member.apply(builder, args));
          },
        })
      : value;
  const wrap = (builder: { execute(work: unknown): Promise<unknown> }) => ({
    execute: async (work: unknown) => {
      const result = await builder.execute(work);
      await after();
      return result;
    },
  });
  return new Proxy(db, {
    get(target, prop) {
      // writeTransaction takes SQLite's connection, or opens a PostgreSQL transaction.
      if (prop === 'connection') return () => wrap(target.connection());
      if (prop === 'transaction') return () => wrap(target.transaction());
      if (prop === 'selectFrom' || prop === 'updateTable' || prop === 'insertInto' || prop === 'deleteFrom')
        return (...args: unknown[]) => outside((target[prop] as (...a: unknown[]) => unknown)(...args));
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
