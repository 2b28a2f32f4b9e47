import { ADMIN_USER_PAGE_DEFAULT, type AdminUser, type AdminUserListQuery } from '@artledger/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { FOLD_FUNCTION, searchFold } from '../../db/search-text.js';
import { containsPattern } from '../../lib/sql.js';

function usersWithPlans(db: Db) {
  // A user without a subscription row is on free (plan 1), like everywhere else.
  return db
    .selectFrom('users as u')
    .leftJoin('user_subscriptions as s', 's.user_id', 'u.id')
    .leftJoin('subscription_plans as p', (join) =>
      join.on((eb) => eb('p.id', '=', eb.fn.coalesce('s.plan_id', eb.lit(1)))),
    );
}

const COLUMNS = [
  'u.id',
  'u.username',
  'u.email',
  'u.first_name',
  'u.last_name',
  'u.role',
  'u.profile_image',
  'u.created_at',
  'p.id as plan_id',
  'p.name as plan_name',
  's.status',
  's.current_period_end',
] as const;

function baseQuery(db: Db) {
  return usersWithPlans(db).select(COLUMNS);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

function toAdminUser(row: Row): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    profileImage: row.profile_image,
    createdAt: row.created_at,
    subscription: {
      id: row.plan_id ?? 1,
      name: (row.plan_name ?? 'free') as AdminUser['subscription']['name'],
      endDate: row.current_period_end ?? null,
      status: row.status ?? 'active',
    },
  };
}

/**
 * One page of users matching the search, newest first, with their plan (never a password hash or token
 * data), and how many users match. Without a search the page walks the (created_at, id) index and the
 * total is the table's count. A search folds every user's text, so its matches are found once, into a
 * materialized CTE that the page's ids are sorted from and the total counts (as the gallery's search does),
 * instead of one scan for the page and another for the count.
 */
export async function listAdminUsersWithTotal(
  db: Db,
  query: AdminUserListQuery,
): Promise<{ items: AdminUser[]; total: number }> {
  const { search } = query;
  const limit = query.limit ?? ADMIN_USER_PAGE_DEFAULT;
  const offset = query.offset ?? 0;
  if (!search) {
    const [rows, count] = await Promise.all([
      baseQuery(db)
        .orderBy('u.created_at', 'desc')
        .orderBy('u.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(toAdminUser), total: Number(count.n) };
  }
  const matches = await db
    .with(
      (cte) => cte('m').materialized(),
      () => matchingUsers(db, search).select(['u.id', 'u.created_at']),
    )
    .selectFrom('m')
    .select((eb) => ['m.id', eb.selectFrom('m').select(eb.fn.countAll<number>().as('n')).as('total')])
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  // A page past the end has no row to carry the total: count the matches on their own.
  if (matches.length === 0) return { items: [], total: offset ? await countMatchingUsers(db, search) : 0 };
  const ids = matches.map((row) => row.id);
  const rows = await baseQuery(db).where('u.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, toAdminUser(row)]));
  return {
    items: ids.flatMap((id) => byId.get(id) ?? []),
    total: Number(matches[0]!.total),
  };
}

async function countMatchingUsers(db: Db, search: string): Promise<number> {
  const row = await matchingUsers(db, search)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The search the admin screen offered when it filtered in the browser: first, last or full name,
 * username, email or plan name, anywhere. Both sides are folded like the gallery search (accents and case
 * ignored), and `%` and `_` mean themselves. The fields are folded as one text, a line feed between them
 * (a search is one line, so a match never spans two fields): one call of the fold per user, not four.
 */
function matchingUsers(db: Db, search: string) {
  const pattern = containsPattern(searchFold(search));
  const fields = sql`u.first_name || ' ' || u.last_name || ${'\n'} || u.username || ${'\n'} || u.email || ${'\n'} || coalesce(p.name, 'free')`;
  return usersWithPlans(db).where(
    sql<boolean>`${sql.raw(FOLD_FUNCTION)}(${fields}) like ${pattern} escape '\\'`,
  );
}

export async function findAdminUser(db: Db, id: number): Promise<AdminUser | undefined> {
  const row = await baseQuery(db).where('u.id', '=', id).executeTakeFirst();
  return row && toAdminUser(row);
}
