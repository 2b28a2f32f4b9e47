import path from 'node:path';
import Database from 'better-sqlite3';
import { ENV } from './server-env';

const PLAN_IDS = { free: 1, basic: 2, pro: 3 } as const;

/**
 * Puts an account on a plan by updating its subscription row in the e2e server's SQLite database,
 * as an operator would; paid plans otherwise need the card provider's checkout.
 */
export function setPlan(userId: number, plan: keyof typeof PLAN_IDS): void {
  const dataDir = process.env[ENV.dataDir];
  if (!dataDir) throw new Error(`${ENV.dataDir} is not set: did the global setup run?`);
  const db = new Database(path.join(dataDir, 'artledger.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const result = db
      .prepare('update user_subscriptions set plan_id = ? where user_id = ?')
      .run(PLAN_IDS[plan], userId);
    if (result.changes !== 1) throw new Error(`no subscription row for user ${userId}`);
  } finally {
    db.close();
  }
}
