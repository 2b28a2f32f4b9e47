import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AuthResponse, RegisterInput } from '@artledger/domain';
import { syncGalleryPlacement } from '../src/features/artworks/artworks.repository.js';

export interface TestUser {
  id: number;
  token: string;
  username: string;
  email: string;
  password: string;
  auth: { authorization: string };
}

export function uniqueName(prefix = 'user'): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

/** Registers a user through the real endpoint and returns what a client would hold. */
export async function buildUser(
  app: FastifyInstance,
  overrides: Partial<RegisterInput> = {},
): Promise<TestUser> {
  const username = overrides.username ?? uniqueName();
  const body = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `${username}@example.com`,
    password: 'correct-horse',
    ...overrides,
    username,
  };
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const json = response.json<AuthResponse>();
  return {
    id: json.user.id,
    token: json.token,
    username,
    email: body.email,
    password: body.password,
    auth: { authorization: `Bearer ${json.token}` },
  };
}

/**
 * Inserts artworks straight into the table (fast), for tests about lists, counts and ownership, and
 * places them in the gallery as the service would.
 */
export async function buildArtworks(
  app: FastifyInstance,
  userId: number,
  count: number,
  overrides: Partial<{
    title: string;
    medium: string;
    status: string;
    price_cents: number | null;
    tags: string;
    notes: string;
    description: string;
    series_id: number;
    category_id: number;
  }> = {},
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const now = new Date(Date.now() + i).toISOString();
    const row = await app.db
      .insertInto('artworks')
      .values({
        user_id: userId,
        title: `Study ${i + 1}`,
        medium: 'Oil painting',
        status: 'available',
        dimensions_unit: 'inches',
        is_original: 1,
        price_cents: 100_000,
        created_at: now,
        updated_at: now,
        ...(overrides as object),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  await syncGalleryPlacement(app.db, userId, ids);
  return ids;
}

export async function setPlan(app: FastifyInstance, userId: number, planId: 1 | 2 | 3): Promise<void> {
  await app.db
    .updateTable('user_subscriptions')
    .set({ plan_id: planId })
    .where('user_id', '=', userId)
    .execute();
}

/** Creates a dealer through the API. */
export async function buildDealer(
  app: FastifyInstance,
  user: TestUser,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; name: string }> {
  const name = (overrides.name as string) ?? uniqueName('Gallery');
  const res = await app.inject({
    method: 'POST',
    url: '/api/dealers',
    headers: user.auth,
    payload: { name, commission_rate: 40, commission_type: 'percentage', ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`dealer failed: ${res.statusCode} ${res.body}`);
  return { id: res.json().dealerId, name };
}

/** Consigns an artwork through the API. */
export async function consign(
  app: FastifyInstance,
  user: TestUser,
  artworkId: number,
  dealerId: number,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/consignments',
    headers: user.auth,
    payload: { artwork_id: artworkId, dealer_id: dealerId, consignment_date: '2026-01-10', ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`consign failed: ${res.statusCode} ${res.body}`);
  return { id: res.json().consignment.id };
}

/** Records a sale through the API; returns the new sale's id. */
export async function sell(
  app: FastifyInstance,
  user: TestUser,
  artworkId: number,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/sales',
    headers: user.auth,
    payload: {
      artwork_id: artworkId,
      sale_price: 1000,
      sale_date: '2026-02-01',
      payment_method: 'cash',
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(`sale failed: ${res.statusCode} ${res.body}`);
  return { id: res.json().sale.id };
}
