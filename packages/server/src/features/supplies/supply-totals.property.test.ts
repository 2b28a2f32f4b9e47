import fc from 'fast-check';
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  type Consumable,
  type ConsumableSummary,
  fromCents,
  LOW_STOCK_THRESHOLD,
  SUPPLY_CATEGORIES,
  type SupplyCategory,
} from '@artledger/domain';
import { build } from '../../../test/build.js';
import { buildUser, setPlan, type TestUser } from '../../../test/factories.js';
import { migrateToLatest } from '../../db/migrate.js';
import { migrations } from '../../db/migrations/index.js';

const { app } = await build();

type Action =
  | { type: 'create'; owner: number; category: SupplyCategory; quantity: number; price: number }
  | { type: 'edit'; supply: number; category?: SupplyCategory; quantity?: number; price?: number }
  | { type: 'record'; supply: number; kind: 'purchase' | 'usage' | 'adjustment'; quantity: number }
  | { type: 'delete'; supply: number };

const category = fc.constantFrom(...SUPPLY_CATEGORIES);
const quantity = fc.integer({ min: 0, max: 6 });
const price = fc.integer({ min: 0, max: 2000 }).map((cents) => cents / 100);
const pick = fc.nat(40);
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('create' as const),
      owner: fc.nat(1),
      category,
      quantity,
      price,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('edit' as const),
      supply: pick,
      category: fc.option(category, { nil: undefined }),
      quantity: fc.option(quantity, { nil: undefined }),
      price: fc.option(price, { nil: undefined }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('record' as const),
      supply: pick,
      kind: fc.constantFrom('purchase' as const, 'usage' as const, 'adjustment' as const),
      quantity: fc.integer({ min: 1, max: 4 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('delete' as const), supply: pick }) },
);

interface World {
  users: TestUser[];
  supplies: { id: number; owner: number; body: Record<string, unknown> }[];
}

async function apply(world: World, step: Action): Promise<void> {
  if (step.type === 'create') {
    const body = {
      category: step.category,
      name: `Supply ${world.supplies.length + 1}`,
      quantity: step.quantity,
      unit_price: step.price,
    };
    const res = await app.inject({
      method: 'POST',
      url: '/api/consumables',
      headers: world.users[step.owner]!.auth,
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    world.supplies.push({ id: res.json().consumable.id, owner: step.owner, body });
    return;
  }
  if (world.supplies.length === 0) return;
  const index = step.supply % world.supplies.length;
  const supply = world.supplies[index]!;
  const headers = world.users[supply.owner]!.auth;
  if (step.type === 'edit') {
    const body = {
      ...supply.body,
      ...(step.category && { category: step.category }),
      ...(step.quantity !== undefined && { quantity: step.quantity }),
      ...(step.price !== undefined && { unit_price: step.price }),
    };
    const res = await app.inject({
      method: 'PUT',
      url: `/api/consumables/${supply.id}`,
      headers,
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    supply.body = body;
  } else if (step.type === 'record') {
    const res = await app.inject({
      method: 'POST',
      url: `/api/consumables/${supply.id}/transactions`,
      headers,
      payload: { transaction_type: step.kind, quantity: step.quantity, unit_price: 1.5 },
    });
    // A usage of more than is left is refused and changes nothing.
    expect([201, 409]).toContain(res.statusCode);
    if (res.statusCode === 201) supply.body = { ...supply.body, quantity: res.json().quantity };
  } else {
    const res = await app.inject({ method: 'DELETE', url: `/api/consumables/${supply.id}`, headers });
    expect(res.statusCode).toBe(200);
    world.supplies.splice(index, 1);
  }
}

/** What the screen shows, computed from the supplies' rows alone. */
async function recount(userId: number) {
  const rows = await app.db
    .selectFrom('consumables')
    .select(['id', 'category', 'quantity', 'unit_price_cents', 'created_at'])
    .where('user_id', '=', userId)
    .execute();
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.category, (counts.get(r.category) ?? 0) + 1);
  const summary: ConsumableSummary = {
    categories: SUPPLY_CATEGORIES.filter((c) => counts.has(c)).map((c) => ({
      category: c,
      count: counts.get(c)!,
    })),
    lowStockCount: rows.filter((r) => Number(r.quantity) <= LOW_STOCK_THRESHOLD).length,
    totalInventoryValue: fromCents(
      rows.reduce((sum, r) => sum + Number(r.quantity) * Number(r.unit_price_cents), 0),
    ),
  };
  const newestFirst = [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  return { summary, rows: newestFirst };
}

/** Every page of the list, 4 at a time, and the count each page carried. */
async function walk(user: TestUser, filter = '') {
  const ids: number[] = [];
  const totals = new Set<string>();
  for (let offset = 0; ; offset += 4) {
    const res = await app.inject({
      url: `/api/consumables?limit=4&offset=${offset}${filter}`,
      headers: user.auth,
    });
    expect(res.statusCode).toBe(200);
    totals.add(String(res.headers['x-total-count']));
    const page = res.json<Consumable[]>();
    ids.push(...page.map((s) => s.id));
    if (page.length < 4) return { ids, totals: [...totals] };
  }
}

async function read(user: TestUser) {
  return {
    summary: (
      await app.inject({ url: '/api/consumables-summary', headers: user.auth })
    ).json<ConsumableSummary>(),
    all: await walk(user),
    paint: await walk(user, '&category=paint'),
  };
}

async function newWorld(): Promise<World> {
  const users = [await buildUser(app), await buildUser(app)];
  for (const user of users) await setPlan(app, user.id, 2);
  return { users, supplies: [] };
}

describe('supply totals kept by the writes', () => {
  it('equal a recount after any sequence of creates, edits, transactions and deletes, for each owner', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 5, maxLength: 30 }), async (steps) => {
        const world = await newWorld();
        for (const step of steps) await apply(world, step);
        for (const user of world.users) {
          const expected = await recount(user.id);
          const seen = await read(user);
          expect(seen.summary).toEqual(expected.summary);
          expect(seen.all.ids).toEqual(expected.rows.map((r) => r.id));
          expect(seen.all.totals).toEqual([String(expected.rows.length)]);
          const paint = expected.rows.filter((r) => r.category === 'paint');
          expect(seen.paint.ids).toEqual(paint.map((r) => r.id));
          expect(seen.paint.totals).toEqual([String(paint.length)]);
        }
      }),
      { numRuns: 15 },
    );
  }, 120_000);

  it('are filled by their migration from the supplies already there', async () => {
    const world = await newWorld();
    const steps: Action[] = [
      { type: 'create', owner: 0, category: 'paint', quantity: 1, price: 4.5 },
      { type: 'create', owner: 0, category: 'paint', quantity: 5, price: 12 },
      { type: 'create', owner: 0, category: 'brush', quantity: 0, price: 3.25 },
      { type: 'create', owner: 1, category: 'canvas', quantity: 9, price: 40 },
      { type: 'record', supply: 1, kind: 'usage', quantity: 4 },
      { type: 'edit', supply: 2, category: 'tool', quantity: 3 },
    ];
    for (const step of steps) await apply(world, step);
    const before = await read(world.users[0]!);
    expect(before.summary).toEqual({
      categories: [
        { category: 'paint', count: 2 },
        { category: 'tool', count: 1 },
      ],
      lowStockCount: 2,
      totalInventoryValue: 26.25,
    });
    expect(before.summary).toEqual((await recount(world.users[0]!.id)).summary);

    const migrator = new Migrator({ db: app.db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo('2026-11-27T0100-search-per-user');
    expect(down.error).toBeUndefined();
    // Every migration after the target goes down, newest first, supply-totals last.
    const names = Object.keys(migrations);
    const reverted = names.slice(names.indexOf('2026-11-27T0100-search-per-user') + 1).reverse();
    expect(reverted.at(-1)).toBe('2026-11-27T0400-supply-totals');
    expect(down.results?.map((r) => [r.migrationName, r.status])).toEqual(
      reverted.map((name) => [name, 'Success']),
    );
    await migrateToLatest(app.db);
    expect(await read(world.users[0]!)).toEqual(before);
    expect((await read(world.users[1]!)).summary).toEqual((await recount(world.users[1]!.id)).summary);
  });
});
