import path from 'node:path';
import Database from 'better-sqlite3';
import type { Session } from './api';
import { ENV } from './server-env';

const PLAN_IDS = { free: 1, basic: 2, pro: 3 } as const;

/**
 * Puts an account on a plan the way a completed checkout leaves it: the user's subscription row points
 * at the plan. Written straight into the e2e server's SQLite file (its DATA_DIR comes from the global
 * setup), since no API lets a test pay; the server reads the plan on every request, so it applies at once.
 */
export function setPlan(session: Session, plan: keyof typeof PLAN_IDS): void {
  const dataDir = process.env[ENV.dataDir];
  if (!dataDir) throw new Error(`${ENV.dataDir} is not set: did the global setup run?`);
  const db = new Database(path.join(dataDir, 'artledger.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const result = db
      .prepare('update user_subscriptions set plan_id = ? where user_id = ?')
      .run(PLAN_IDS[plan], session.user.id);
    if (result.changes !== 1) throw new Error(`no subscription row for user ${session.user.id}`);
  } finally {
    db.close();
  }
}
