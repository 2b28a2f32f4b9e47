// The other accounts of the install the bench account lives on: 500 artists (N× for the account at scale N)
// and one admin, so the admin's user list pages over a real number of users. Artists are inserted in SQL in
// one transaction, each with a subscription row as registration writes it, and the bench account's
// own password hash (nobody signs in as them; a hash of the right shape keeps the rows honest). The admin is
// registered through the API, like the bench account, and promoted as the admin command does.
import { apiRequest, jsonBody } from '../lib/api.mjs';
import { openSqlite } from '../lib/server-deps.mjs';
import { FIRST_NAMES, LAST_NAMES, picker, randomFor } from './words.mjs';

export const INSTALL_USERS = 500;

export const BENCH_ADMIN = {
  firstName: 'Bench',
  lastName: 'Admin',
  username: 'bench-admin',
  email: 'bench-admin@example.com',
  password: 'bench-admin-password-2026',
};

async function adminSession(api) {
  const { password, ...profile } = BENCH_ADMIN;
  let response = await apiRequest(api, {
    method: 'POST',
    path: '/api/auth/register',
    ...jsonBody({ ...profile, password }),
  });
  if (response.status === 409) {
    response = await apiRequest(api, {
      method: 'POST',
      path: '/api/auth/login',
      ...jsonBody({ username: BENCH_ADMIN.username, password }),
    });
  }
  const body = response.json();
  if (response.status >= 300 || !body.token) {
    throw new Error(
      `seeding the bench admin failed: HTTP ${response.status} ${response.bytes.toString('utf8')}`,
    );
  }
  return body;
}

export async function seedInstallUsers({ api, account, dataDir, scale = 1 }) {
  if (!dataDir) return { summary: { installUsers: 'skipped (no DATA_DIR)' } };
  const admin = await adminSession(api);
  const target = INSTALL_USERS * scale;
  const db = openSqlite(dataDir);
  try {
    db.prepare("UPDATE users SET role = 'admin' WHERE id = ?").run(admin.user.id);
    const existing = db.prepare("SELECT count(*) AS n FROM users WHERE username LIKE 'member-%'").get().n;
    if (existing < target) {
      const hash = db
        .prepare('SELECT password_hash FROM users WHERE id = ?')
        .get(account.user.id).password_hash;
      const user = db.prepare(
        `INSERT INTO users (username, username_lower, email, email_lower, password_hash, first_name, last_name, role, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'artist', ?, ?)`,
      );
      const subscription = db.prepare(
        `INSERT INTO user_subscriptions (user_id, plan_id, status, current_period_start, created_at, updated_at)
         VALUES (?, ?, 'active', ?, ?, ?)`,
      );
      const { pick } = picker(randomFor(`install-users-${scale}`));
      const start = Date.parse('2023-01-01T00:00:00Z');
      db.transaction(() => {
        for (let i = existing; i < target; i += 1) {
          const username = `member-${String(i + 1).padStart(6, '0')}`;
          const email = `${username}@example.com`;
          const at = new Date(start + i * 600_000).toISOString();
          const id = Number(
            user.run(username, username, email, email, hash, pick(FIRST_NAMES), pick(LAST_NAMES), at, at)
              .lastInsertRowid,
          );
          // About one in five on a paid plan, as an install that sells plans would have.
          subscription.run(id, i % 5 === 0 ? 2 + (i % 2) : 1, at, at, at);
        }
      })();
    }
    return {
      account: { adminToken: admin.token, adminUserId: admin.user.id },
      summary: { installUsers: `${target} artists besides the bench account, and ${BENCH_ADMIN.username}` },
    };
  } finally {
    db.close();
  }
}
