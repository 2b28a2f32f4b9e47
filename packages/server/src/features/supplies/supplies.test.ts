import { describe, expect, it } from 'vitest';
import { build } from '../../../test/build.js';
import { buildUser, setPlan, type TestUser } from '../../../test/factories.js';

const { app } = await build();

async function basicUser(): Promise<TestUser> {
  const user = await buildUser(app);
  await setPlan(app, user.id, 2);
  return user;
}

async function addSupply(user: TestUser, payload: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/consumables',
    headers: user.auth,
    payload: { category: 'paint', name: 'Ultramarine', ...payload },
  });
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json().consumable as { id: number; quantity: number };
}

const record = (user: TestUser, id: number, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/consumables/${id}/transactions`, headers: user.auth, payload });

const quantityOf = async (id: number) =>
  Number(
    (await app.db.selectFrom('consumables').select('quantity').where('id', '=', id).executeTakeFirstOrThrow())
      .quantity,
  );

describe('plan gating', () => {
  it.each([
    ['GET', '/api/consumables'],
    ['POST', '/api/consumables'],
    ['GET', '/api/consumables-summary'],
    ['PUT', '/api/consumables/1'],
    ['DELETE', '/api/consumables/1'],
    ['GET', '/api/consumables/1/transactions'],
    ['POST', '/api/consumables/1/transactions'],
  ] as const)('%s %s: 401 without a token, 403 on free', async (method, url) => {
    const payload =
      method === 'POST' || method === 'PUT'
        ? url.endsWith('transactions')
          ? { transaction_type: 'purchase', quantity: 1 }
          : { category: 'paint', name: 'X' }
        : undefined;
    expect((await app.inject({ method, url, payload })).statusCode).toBe(401);
    const free = await buildUser(app);
    const res = await app.inject({ method, url, headers: free.auth, payload });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'PLAN_FEATURE_REQUIRED',
      error: 'Art supplies are available on the Basic plan and above. Upgrade your plan to use them.',
    });
  });

  it('basic and pro may use supplies', async () => {
    for (const plan of [2, 3] as const) {
      const user = await buildUser(app);
      await setPlan(app, user.id, plan);
      expect((await app.inject({ url: '/api/consumables', headers: user.auth })).statusCode).toBe(200);
    }
  });
});

describe('supplies CRUD', () => {
  it('creates with every field and lists newest first with category and search', async () => {
    const user = await basicUser();
    const full = {
      category: 'paint',
      name: 'Cadmium Red',
      brand: 'Winsor',
      description: 'Warm red',
      size: '37ml',
      color: '#AA0000',
      type: 'Oil',
      quantity: '3',
      unit_price: '12.5',
      purchase_link: 'https://shop.example/red',
      supplier: 'Art Shop',
      notes: 'Buy more',
    };
    const created = await addSupply(user, full);
    expect(created).toMatchObject({
      ...full,
      color: '#aa0000',
      quantity: 3,
      unit_price: 12.5,
      total_value: 37.5,
      user_id: user.id,
    });
    await addSupply(user, { category: 'brush', name: 'Sable 50%', size: '000', type: 'Round' });
    const all = (await app.inject({ url: '/api/consumables', headers: user.auth })).json();
    expect(all.map((s: { name: string }) => s.name)).toEqual(['Sable 50%', 'Cadmium Red']);
    const brushes = (await app.inject({ url: '/api/consumables?category=brush', headers: user.auth })).json();
    expect(brushes.map((s: { name: string }) => s.name)).toEqual(['Sable 50%']);
    const search = (await app.inject({ url: '/api/consumables?search=50%25', headers: user.auth })).json();
    expect(search.map((s: { name: string }) => s.name)).toEqual(['Sable 50%']);
    const bySupplier = (
      await app.inject({ url: '/api/consumables?search=art%20SHOP', headers: user.auth })
    ).json();
    expect(bySupplier.map((s: { name: string }) => s.name)).toEqual(['Cadmium Red']);
    const bad = await app.inject({ url: '/api/consumables?category=glue', headers: user.auth });
    expect(bad.statusCode).toBe(400);
  });

  it('answers a page at a time with the number matching in X-Total-Count, 100 without a limit', async () => {
    const user = await basicUser();
    const other = await basicUser();
    await addSupply(other, { name: 'Not mine' });
    const now = Date.now();
    await app.db
      .insertInto('consumables')
      .values(
        Array.from({ length: 105 }, (_, i) => ({
          user_id: user.id,
          category: i % 3 === 0 ? ('brush' as const) : ('paint' as const),
          name: `Supply ${i}`,
          color: '#000000',
          quantity: i % 5,
          unit_price_cents: 100,
          created_at: new Date(now + i * 1000).toISOString(),
          updated_at: new Date(now + i * 1000).toISOString(),
        })),
      )
      .execute();
    const get = (query: string) => app.inject({ url: `/api/consumables${query}`, headers: user.auth });
    const names = (res: { json: () => { name: string }[] }) => res.json().map((s) => s.name);

    const first = await get('');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('105');
    expect(first.json()).toHaveLength(100);
    expect(names(first).slice(0, 2)).toEqual(['Supply 104', 'Supply 103']);
    const page = await get('?limit=3&offset=100');
    expect(names(page)).toEqual(['Supply 4', 'Supply 3', 'Supply 2']);
    expect(page.headers['x-total-count']).toBe('105');
    const last = await get('?limit=10&offset=100');
    expect(names(last)).toEqual(['Supply 4', 'Supply 3', 'Supply 2', 'Supply 1', 'Supply 0']);
    const past = await get('?limit=10&offset=500');
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('105');

    const brushes = await get('?category=brush&limit=2&offset=1');
    expect(names(brushes)).toEqual(['Supply 99', 'Supply 96']);
    expect(brushes.headers['x-total-count']).toBe('35');
    const search = await get('?search=supply%201&limit=3');
    expect(names(search)).toEqual(['Supply 104', 'Supply 103', 'Supply 102']);
    // "Supply 1", "Supply 10"–"Supply 19" and "Supply 100"–"Supply 104".
    expect(search.headers['x-total-count']).toBe('16');
    const searchBrushes = await get('?search=supply%201&category=brush&limit=3');
    expect(searchBrushes.headers['x-total-count']).toBe('4');
  });

  it.each([
    ['limit=0', 'limit must be at least 1'],
    ['limit=501', 'limit must be at most 500'],
    ['limit=2.5', 'limit must be a whole number'],
    ['limit=many', 'limit must be a number'],
    ['offset=-1', 'offset must be 0 or more'],
    ['offset=1.5', 'offset must be a whole number'],
    ['offset=first', 'offset must be a number'],
  ])('GET ?%s → 400 "%s"', async (query, message) => {
    const user = await basicUser();
    const res = await app.inject({ url: `/api/consumables?${query}`, headers: user.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it.each([
    [{ name: 'X' }, 'Please choose a category'],
    [{ category: 'paint', name: '' }, 'Name is required'],
    [{ category: 'paint', name: 'X', quantity: -1 }, 'Quantity must be a whole number of at least 0'],
    [{ category: 'paint', name: 'X', quantity: 'abc' }, 'Quantity must be a whole number of at least 0'],
    [{ category: 'paint', name: 'X', unit_price: -1 }, 'Unit price must be a number of at least 0'],
    [
      { category: 'paint', name: 'X', purchase_link: 'javascript:alert(1)' },
      'Purchase link must be a valid URL',
    ],
    [{ category: 'paint', name: 'X', color: 'blue' }, 'Color must be a hex colour like #000000'],
    [{ category: 'canvas', name: 'X', size: '7x7"' }, 'Please choose a valid canvas size'],
    [{ category: 'tool', name: 'X', type: 'Hammer' }, 'Please choose a valid tool type'],
  ])('POST %o → 400 "%s", nothing written', async (payload, message) => {
    const user = await basicUser();
    const res = await app.inject({ method: 'POST', url: '/api/consumables', headers: user.auth, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    const rows = await app.db.selectFrom('consumables').select('id').where('user_id', '=', user.id).execute();
    expect(rows).toEqual([]);
  });

  it('rejects a malformed body', async () => {
    const user = await basicUser();
    const res = await app.inject({
      method: 'POST',
      url: '/api/consumables',
      headers: { ...user.auth, 'content-type': 'application/json' },
      payload: '{"category":',
    });
    expect(res.statusCode).toBe(400);
  });

  it('updates, 404s for another user, deletes with history', async () => {
    const user = await basicUser();
    const other = await basicUser();
    const supply = await addSupply(user, { quantity: 5 });
    await record(user, supply.id, { transaction_type: 'usage', quantity: 1 });
    const put = await app.inject({
      method: 'PUT',
      url: `/api/consumables/${supply.id}`,
      headers: user.auth,
      payload: { category: 'other', name: 'Renamed', size: 'big', quantity: 7 },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().consumable).toMatchObject({
      category: 'other',
      name: 'Renamed',
      size: 'big',
      type: null,
      quantity: 7,
    });

    for (const [method, url] of [
      ['PUT', `/api/consumables/${supply.id}`],
      ['DELETE', `/api/consumables/${supply.id}`],
      ['GET', `/api/consumables/${supply.id}/transactions`],
      ['POST', `/api/consumables/${supply.id}/transactions`],
    ] as const) {
      const payload =
        method === 'PUT'
          ? { category: 'paint', name: 'Stolen' }
          : method === 'POST'
            ? { transaction_type: 'usage', quantity: 1 }
            : undefined;
      const res = await app.inject({ method, url, headers: other.auth, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await quantityOf(supply.id)).toBe(7);
    expect((await app.inject({ url: '/api/consumables', headers: other.auth })).json()).toEqual([]);

    const del = await app.inject({
      method: 'DELETE',
      url: `/api/consumables/${supply.id}`,
      headers: user.auth,
    });
    expect(del.json()).toEqual({ success: true });
    const history = await app.db
      .selectFrom('supply_transactions')
      .select('id')
      .where('consumable_id', '=', supply.id)
      .execute();
    expect(history).toEqual([]);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/consumables/${supply.id}`, headers: user.auth }))
        .statusCode,
    ).toBe(404);
  });
});

describe('text and numbers are checked like every other feature', () => {
  const stored = (userId: number) =>
    app.db.selectFrom('consumables').selectAll().where('user_id', '=', userId).execute();

  it.each([
    [{ name: 'bad\u0000name' }, 'Name cannot contain control characters'],
    [{ name: 'tab\tname\nline\u0007bell' }, 'Name cannot contain control characters'],
    [{ name: 'tab\tname\nline' }, 'Name must be on one line (no tabs or line breaks)'],
    [{ name: 'bell\u0007' }, 'Name cannot contain control characters'],
    [{ brand: 'Win\u0000sor' }, 'Brand cannot contain control characters'],
    [{ supplier: 'Shop\u0000' }, 'Supplier cannot contain control characters'],
    [{ notes: 'note\u0000' }, 'Notes cannot contain control characters'],
    [{ purchase_link: 'https://shop.example/red\u0000' }, 'Purchase link cannot contain control characters'],
    [{ quantity: '0x10' }, 'Quantity must be a whole number of at least 0'],
    [{ quantity: ' 0b11 ' }, 'Quantity must be a whole number of at least 0'],
    [{ quantity: '1e2' }, 'Quantity must be a whole number of at least 0'],
    [{ unit_price: '0o7' }, 'Unit price must be a number of at least 0'],
    [{ unit_price: '1e2' }, 'Unit price must be a number of at least 0'],
    [{ unit_price: '0x10' }, 'Unit price must be a number of at least 0'],
  ])('POST and PUT %o → 400 "%s", nothing stored', async (fields, message) => {
    const user = await basicUser();
    const post = await app.inject({
      method: 'POST',
      url: '/api/consumables',
      headers: user.auth,
      payload: { category: 'brush', name: 'Sable', ...fields },
    });
    expect(post.statusCode).toBe(400);
    expect(post.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: message });
    expect(await stored(user.id)).toEqual([]);

    const supply = await addSupply(user, { brand: 'Winsor', quantity: 4, unit_price: 1.5, notes: 'Keep' });
    const before = await stored(user.id);
    const put = await app.inject({
      method: 'PUT',
      url: `/api/consumables/${supply.id}`,
      headers: user.auth,
      payload: { category: 'paint', name: 'Red', ...fields },
    });
    expect(put.statusCode).toBe(400);
    expect(put.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: message });
    expect(await stored(user.id)).toEqual(before);
  });

  it.each(['0x10', '1e3', ' 0b11 ', '0o7'])(
    'a transaction quantity of %j → 400, stock and history unchanged',
    async (quantity) => {
      const user = await basicUser();
      const supply = await addSupply(user, { quantity: 2 });
      const res = await record(user, supply.id, { transaction_type: 'purchase', quantity });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        error: 'Quantity must be a whole number of at least 1',
      });
      expect(await quantityOf(supply.id)).toBe(2);
      const history = await app.db
        .selectFrom('supply_transactions')
        .select('id')
        .where('consumable_id', '=', supply.id)
        .execute();
      expect(history).toEqual([]);
    },
  );

  it('a transaction unit price of "1e2" → 400', async () => {
    const user = await basicUser();
    const supply = await addSupply(user, { quantity: 2 });
    const res = await record(user, supply.id, {
      transaction_type: 'purchase',
      quantity: 1,
      unit_price: '1e2',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Unit price must be a number of at least 0');
    expect(await quantityOf(supply.id)).toBe(2);
  });
});

describe('PUT /api/consumables/:id changes only what it names', () => {
  const history = (id: number) =>
    app.db
      .selectFrom('supply_transactions')
      .select(['transaction_type', 'quantity', 'total_cost_cents', 'notes'])
      .where('consumable_id', '=', id)
      .orderBy('id')
      .execute();

  it('a rename keeps quantity, price, brand and notes, and records no transaction', async () => {
    const user = await basicUser();
    const supply = await addSupply(user, {
      name: 'Red',
      brand: 'Winsor',
      size: '37ml',
      type: 'Oil',
      color: '#aa0000',
      quantity: 7,
      unit_price: 2.5,
      notes: 'Warm',
      supplier: 'Art Shop',
    });
    const put = await app.inject({
      method: 'PUT',
      url: `/api/consumables/${supply.id}`,
      headers: user.auth,
      payload: { category: 'paint', name: 'Red renamed' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().consumable).toMatchObject({
      name: 'Red renamed',
      brand: 'Winsor',
      size: '37ml',
      type: 'Oil',
      color: '#aa0000',
      quantity: 7,
      unit_price: 2.5,
      total_value: 17.5,
      notes: 'Warm',
      supplier: 'Art Shop',
    });
    const row = await app.db
      .selectFrom('consumables')
      .selectAll()
      .where('id', '=', supply.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Red renamed', brand: 'Winsor', notes: 'Warm', color: '#aa0000' });
    expect(Number(row.quantity)).toBe(7);
    expect(Number(row.unit_price_cents)).toBe(250);
    expect(await history(supply.id)).toEqual([]);
    const summary = (await app.inject({ url: '/api/consumables-summary', headers: user.auth })).json();
    expect(summary).toEqual({
      categories: [{ category: 'paint', count: 1 }],
      lowStockCount: 0,
      totalInventoryValue: 17.5,
    });
  });

  it('null or empty clears an optional field; the edit form sending every field still works', async () => {
    const user = await basicUser();
    const supply = await addSupply(user, { brand: 'Winsor', notes: 'Warm', quantity: 3, unit_price: 1 });
    const put = await app.inject({
      method: 'PUT',
      url: `/api/consumables/${supply.id}`,
      headers: user.auth,
      // What the web's edit form sends: the schema's output for every field.
      payload: {
        category: 'paint',
        name: 'Ultramarine',
        brand: null,
        description: null,
        size: null,
        color: '#000000',
        type: null,
        quantity: 3,
        unit_price: 4,
        purchase_link: null,
        supplier: null,
        notes: '',
      },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().consumable).toMatchObject({ brand: null, notes: null, quantity: 3, unit_price: 4 });
    expect(await history(supply.id)).toEqual([]);
  });

  it('a new quantity is recorded as an adjustment, and the tiles follow', async () => {
    const user = await basicUser();
    const supply = await addSupply(user, { quantity: 7, unit_price: 2 });
    const put = (quantity: number) =>
      app.inject({
        method: 'PUT',
        url: `/api/consumables/${supply.id}`,
        headers: user.auth,
        payload: { quantity },
      });
    expect((await put(1)).json().consumable).toMatchObject({ quantity: 1, name: 'Ultramarine' });
    expect((await put(0)).statusCode).toBe(200);
    expect(await quantityOf(supply.id)).toBe(0);
    expect(await history(supply.id)).toEqual([
      {
        transaction_type: 'adjustment',
        quantity: 1,
        total_cost_cents: expect.anything(),
        notes: 'Quantity changed from 7 to 1 in Edit Supply',
      },
      {
        transaction_type: 'adjustment',
        quantity: 0,
        total_cost_cents: expect.anything(),
        notes: 'Quantity changed from 1 to 0 in Edit Supply',
      },
    ]);
    const list = (
      await app.inject({ url: `/api/consumables/${supply.id}/transactions`, headers: user.auth })
    ).json();
    expect(list.map((t: { quantity: number; total_cost: number }) => [t.quantity, t.total_cost])).toEqual([
      [0, 0],
      [1, 0],
    ]);
    const summary = (await app.inject({ url: '/api/consumables-summary', headers: user.auth })).json();
    expect(summary).toMatchObject({ lowStockCount: 1, totalInventoryValue: 0 });
  });

  it('size and type are checked against the category the supply ends up with', async () => {
    const user = await basicUser();
    const supply = await addSupply(user, { size: '37ml', type: 'Oil' });
    const put = (payload: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: `/api/consumables/${supply.id}`, headers: user.auth, payload });
    const moved = await put({ category: 'brush' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: 'Please choose a valid brush size',
    });
    const badType = await put({ type: 'Round' });
    expect(badType.json()).toMatchObject({ error: 'Please choose a valid paint type' });
    expect((await put({ category: 'brush', size: '000', type: null })).json().consumable).toMatchObject({
      category: 'brush',
      size: '000',
      type: null,
    });
    expect((await put({ size: '00' })).json().consumable).toMatchObject({ category: 'brush', size: '00' });
  });

  it('20 simultaneous edits of the quantity and usages: the stock is the last write, the history explains it', async () => {
    const user = await basicUser();
    const supply = await addSupply(user, { quantity: 10 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? record(user, supply.id, { transaction_type: 'usage', quantity: 1 })
          : app.inject({
              method: 'PUT',
              url: `/api/consumables/${supply.id}`,
              headers: user.auth,
              payload: { quantity: 10 + i },
            }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
    // Replaying the history from the opening stock gives the stored quantity.
    const rows = await app.db
      .selectFrom('supply_transactions')
      .select(['transaction_type', 'quantity'])
      .where('consumable_id', '=', supply.id)
      .orderBy('id')
      .execute();
    const replayed = rows.reduce(
      (stock, t) => (t.transaction_type === 'usage' ? stock - Number(t.quantity) : Number(t.quantity)),
      10,
    );
    expect(await quantityOf(supply.id)).toBe(replayed);
  });
});

describe('transactions', () => {
  it('purchase adds, usage subtracts, adjustment sets; total cost; newest first', async () => {
    const user = await basicUser();
    const supply = await addSupply(user, { quantity: 2 });
    const bought = await record(user, supply.id, {
      transaction_type: 'purchase',
      quantity: 3,
      unit_price: 4.25,
      notes: 'restock',
    });
    expect(bought.statusCode).toBe(201);
    expect(bought.json()).toMatchObject({
      quantity: 5,
      transaction: {
        transaction_type: 'purchase',
        quantity: 3,
        unit_price: 4.25,
        total_cost: 12.75,
        notes: 'restock',
      },
    });
    expect(
      (await record(user, supply.id, { transaction_type: 'usage', quantity: '4' })).json().quantity,
    ).toBe(1);
    const over = await record(user, supply.id, { transaction_type: 'usage', quantity: 2 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'CONFLICT', error: 'Only 1 left in stock' });
    expect(
      (await record(user, supply.id, { transaction_type: 'adjustment', quantity: 9 })).json().quantity,
    ).toBe(9);
    expect(await quantityOf(supply.id)).toBe(9);

    const list = (
      await app.inject({ url: `/api/consumables/${supply.id}/transactions`, headers: user.auth })
    ).json();
    expect(list.map((t: { transaction_type: string }) => t.transaction_type)).toEqual([
      'adjustment',
      'usage',
      'purchase',
    ]);
    expect(list).toHaveLength(3);
  });

  it("answers the history a page at a time, newest first, with the supply's count in X-Total-Count, 100 without a limit", async () => {
    const user = await basicUser();
    const supply = await addSupply(user, { quantity: 5 });
    const sibling = await addSupply(user, { name: 'Sibling' });
    await record(user, sibling.id, { transaction_type: 'purchase', quantity: 1, notes: 'Not this one' });
    const other = await basicUser();
    const theirs = await addSupply(other);
    await record(other, theirs.id, { transaction_type: 'purchase', quantity: 1, notes: 'Not mine' });
    const now = Date.now();
    // Pairs share a timestamp, as two transactions recorded in the same millisecond do: the id decides.
    await app.db
      .insertInto('supply_transactions')
      .values(
        Array.from({ length: 105 }, (_, i) => ({
          user_id: user.id,
          consumable_id: supply.id,
          transaction_type: 'purchase' as const,
          quantity: 1,
          unit_price_cents: 250,
          total_cost_cents: 250,
          notes: `T${i}`,
          created_at: new Date(now + Math.floor(i / 2) * 1000).toISOString(),
        })),
      )
      .execute();
    const stored = await app.db
      .selectFrom('supply_transactions')
      .select(['id', 'created_at'])
      .where('consumable_id', '=', supply.id)
      .execute();
    const newestFirst = stored
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .map((t) => t.id);
    const get = (query: string, id = supply.id) =>
      app.inject({ url: `/api/consumables/${id}/transactions${query}`, headers: user.auth });
    const ids = (res: { json: () => { id: number }[] }) => res.json().map((t) => t.id);

    const first = await get('');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('105');
    expect(ids(first)).toEqual(newestFirst.slice(0, 100));
    expect(first.json()[0]).toMatchObject({ consumable_id: supply.id, notes: 'T104', total_cost: 2.5 });

    const pages: number[] = [];
    for (let offset = 0; offset < 105; offset += 20) {
      const page = await get(`?limit=20&offset=${offset}`);
      expect(page.statusCode).toBe(200);
      expect(page.headers['x-total-count']).toBe('105');
      expect(page.json()).toHaveLength(Math.min(20, 105 - offset));
      pages.push(...ids(page));
    }
    expect(pages).toEqual(newestFirst);
    expect(new Set(pages).size).toBe(105);

    for (const query of ['?offset=105', '?limit=10&offset=500']) {
      const past = await get(query);
      expect(past.statusCode).toBe(200);
      expect(past.json()).toEqual([]);
      expect(past.headers['x-total-count']).toBe('105');
    }

    const siblingHistory = await get('', sibling.id);
    expect(siblingHistory.json().map((t: { notes: string }) => t.notes)).toEqual(['Not this one']);
    expect(siblingHistory.headers['x-total-count']).toBe('1');
    const empty = await addSupply(user, { name: 'Never used' });
    const none = await get('', empty.id);
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it.each([
    ['limit=0', 'limit must be at least 1'],
    ['limit=501', 'limit must be at most 500'],
    ['limit=2.5', 'limit must be a whole number'],
    ['limit=abc', 'limit must be a number'],
    ['offset=-1', 'offset must be 0 or more'],
    ['offset=1.5', 'offset must be a whole number'],
    ['offset=first', 'offset must be a number'],
  ])('GET transactions?%s → 400 "%s", nothing changed', async (query, message) => {
    const user = await basicUser();
    const supply = await addSupply(user, { quantity: 2 });
    await record(user, supply.id, { transaction_type: 'usage', quantity: 1 });
    const res = await app.inject({
      url: `/api/consumables/${supply.id}/transactions?${query}`,
      headers: user.auth,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(res.headers['x-total-count']).toBeUndefined();
    expect(await quantityOf(supply.id)).toBe(1);
    const history = (
      await app.inject({ url: `/api/consumables/${supply.id}/transactions`, headers: user.auth })
    ).json();
    expect(history).toHaveLength(1);
  });

  it("a page of another user's or a missing supply is 404, without a token 401", async () => {
    const user = await basicUser();
    const other = await basicUser();
    const supply = await addSupply(user, { quantity: 2 });
    await record(user, supply.id, { transaction_type: 'usage', quantity: 1 });
    const url = `/api/consumables/${supply.id}/transactions?limit=20&offset=0`;
    for (const [headers, status] of [
      [other.auth, 404],
      [undefined, 401],
    ] as const) {
      const res = await app.inject({ url, headers });
      expect(res.statusCode).toBe(status);
      expect(res.headers['x-total-count']).toBeUndefined();
    }
    const missing = await app.inject({
      url: `/api/consumables/${supply.id + 1000}/transactions?limit=20`,
      headers: user.auth,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it.each([
    [{ quantity: 1 }, 'Please choose a transaction type'],
    [{ transaction_type: 'usage' }, 'Quantity is required'],
    [{ transaction_type: 'usage', quantity: 0 }, 'Quantity must be a whole number of at least 1'],
    [
      { transaction_type: 'purchase', quantity: 1, unit_price: -2 },
      'Unit price must be a number of at least 0',
    ],
  ])('%o → 400 "%s"', async (payload, message) => {
    const user = await basicUser();
    const supply = await addSupply(user, { quantity: 2 });
    const res = await record(user, supply.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await quantityOf(supply.id)).toBe(2);
  });

  it('20 simultaneous usages of the last unit: exactly one wins', async () => {
    const user = await basicUser();
    const supply = await addSupply(user, { quantity: 1 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => record(user, supply.id, { transaction_type: 'usage', quantity: 1 })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await quantityOf(supply.id)).toBe(0);
    const rows = await app.db
      .selectFrom('supply_transactions')
      .select('id')
      .where('consumable_id', '=', supply.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('simultaneous edits moving supplies between two categories both ways all succeed, and the tiles stay true', async () => {
    const user = await basicUser();
    const paints = await Promise.all(
      [1, 2, 3, 4].map((i) => addSupply(user, { name: `P${i}`, quantity: 1 })),
    );
    const brushes = await Promise.all(
      [1, 2, 3, 4].map((i) => addSupply(user, { category: 'brush', name: `B${i}`, quantity: 5 })),
    );
    const move = (id: number, name: string, category: string, quantity: number) =>
      app.inject({
        method: 'PUT',
        url: `/api/consumables/${id}`,
        headers: user.auth,
        payload: { category, name, quantity, unit_price: 2 },
      });
    for (let round = 0; round < 5; round++) {
      const results = await Promise.all([
        ...paints.map((s, i) => move(s.id, `P${i}`, round % 2 ? 'paint' : 'brush', round % 3)),
        ...brushes.map((s, i) => move(s.id, `B${i}`, round % 2 ? 'brush' : 'paint', 5)),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    }
    // After five rounds every supply sits in the other category, the former paints with 1 left (low).
    const summary = (await app.inject({ url: '/api/consumables-summary', headers: user.auth })).json();
    expect(summary).toEqual({
      categories: [
        { category: 'brush', count: 4 },
        { category: 'paint', count: 4 },
      ],
      lowStockCount: 4,
      totalInventoryValue: 48,
    });
  });

  it('20 simultaneous purchases all count', async () => {
    const user = await basicUser();
    const supply = await addSupply(user, { quantity: 0 });
    await Promise.all(
      Array.from({ length: 20 }, () =>
        record(user, supply.id, { transaction_type: 'purchase', quantity: 2 }),
      ),
    );
    expect(await quantityOf(supply.id)).toBe(40);
  });
});

describe('GET /api/consumables-summary', () => {
  it('counts categories, low stock (≤ 2) and inventory value', async () => {
    const user = await basicUser();
    await addSupply(user, { quantity: 0, unit_price: 5 });
    await addSupply(user, { quantity: 2, unit_price: 1.1 });
    await addSupply(user, { category: 'brush', name: 'B', quantity: 3, unit_price: 0.35 });
    await addSupply(await basicUser(), { quantity: 100, unit_price: 100 });
    const res = await app.inject({ url: '/api/consumables-summary', headers: user.auth });
    expect(res.json()).toEqual({
      categories: [
        { category: 'brush', count: 1 },
        { category: 'paint', count: 2 },
      ],
      lowStockCount: 2,
      totalInventoryValue: 3.25,
    });
    const empty = await basicUser();
    expect((await app.inject({ url: '/api/consumables-summary', headers: empty.auth })).json()).toEqual({
      categories: [],
      lowStockCount: 0,
      totalInventoryValue: 0,
    });
  });
});
