import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AuthResponse, RegisterInput } from '@artledger/domain';

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
