import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AuthResponse, User } from '@artledger/domain';
import { ENV, JWT_SECRET, baseUrl } from './server-env';

/** The user record as the API returns it and the web app keeps it in localStorage under `user`. */
export type ApiUser = User;

export interface Session {
  token: string;
  user: ApiUser;
  /** The plain password, for signing in again through the UI. */
  password: string;
}

export interface NewUser {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
}

let counter = 0;

/** Short, unique across workers and runs, and valid as a username (letters, digits, . _ -). */
export function uniqueSuffix(): string {
  counter += 1;
  return `${process.pid.toString(36)}${Date.now().toString(36).slice(-5)}${counter}`;
}

export function newUserData(overrides: Partial<NewUser> = {}): NewUser {
  const suffix = uniqueSuffix();
  return {
    firstName: 'Ada',
    lastName: 'Palette',
    username: `artist_${suffix}`,
    email: `artist_${suffix}@example.test`,
    password: 'brushstroke-42',
    ...overrides,
  };
}

export async function apiCall<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { body?: unknown; token?: string; expect?: number } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const body = (text ? JSON.parse(text) : undefined) as T;
  if (options.expect !== undefined && response.status !== options.expect) {
    throw new Error(`${method} ${path} answered ${response.status}, expected ${options.expect}: ${text}`);
  }
  return { status: response.status, body };
}

type AuthAnswer = AuthResponse;

/** Creates an account through POST /api/auth/register (free plan) and returns its session. */
export async function registerUser(overrides: Partial<NewUser> = {}): Promise<Session> {
  const data = newUserData(overrides);
  const { body } = await apiCall<AuthAnswer>('POST', '/api/auth/register', { body: data, expect: 201 });
  if (!body.success || !body.token) throw new Error(`register gave no token: ${JSON.stringify(body)}`);
  return { token: body.token, user: body.user, password: data.password };
}

/** Signs in through POST /api/auth/login with a username or an email. */
export async function loginUser(username: string, password: string): Promise<Session> {
  const { body } = await apiCall<AuthAnswer>('POST', '/api/auth/login', {
    body: { username, password },
    expect: 200,
  });
  return { token: body.token, user: body.user, password };
}

export async function changePassword(session: Session, newPassword: string): Promise<string> {
  const { body } = await apiCall<{ success: boolean; token: string }>(
    'PUT',
    `/api/users/${session.user.id}/password`,
    { token: session.token, body: { currentPassword: session.password, newPassword }, expect: 200 },
  );
  return body.token;
}

const adminCli = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  'packages',
  'server',
  'dist',
  'cli',
  'admin.js',
);

/** Makes an account an admin the way operators do: `npm run admin -- promote <username>` on the same data. */
export async function promoteToAdmin(username: string): Promise<void> {
  await promisify(execFile)(process.execPath, [adminCli, 'promote', username], {
    env: { ...process.env, DATA_DIR: process.env[ENV.dataDir], JWT_SECRET, LOG_LEVEL: 'warn' },
  });
}
