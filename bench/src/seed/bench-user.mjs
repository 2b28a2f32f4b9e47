// The bench account, created through the real API (POST /api/auth/register) so it is exactly what a user gets.
import { apiRequest, jsonBody } from '../lib/api.mjs';

export const BENCH_USER = {
  firstName: 'Bench',
  lastName: 'Artist',
  username: 'bench-artist',
  email: 'bench-artist@example.com',
  password: 'bench-password-2026',
};

/** Registers the bench user, or signs in if it already exists (seeding an existing DATA_DIR again). */
export async function seedBenchUser({ api }) {
  const { password, ...profile } = BENCH_USER;
  let response = await apiRequest(api, {
    method: 'POST',
    path: '/api/auth/register',
    ...jsonBody({ ...profile, password }),
  });
  let created = true;
  if (response.status === 409) {
    created = false;
    response = await apiRequest(api, {
      method: 'POST',
      path: '/api/auth/login',
      ...jsonBody({ username: BENCH_USER.username, password }),
    });
  }
  const body = response.json();
  if (response.status >= 300 || !body.token || !body.user) {
    throw new Error(
      `seeding the bench user failed: HTTP ${response.status} ${response.bytes.toString('utf8')}`,
    );
  }
  return {
    account: { user: body.user, token: body.token, password },
    summary: {
      user: `${body.user.username} (id ${body.user.id}, ${created ? 'registered' : 'already existed'})`,
    },
  };
}
