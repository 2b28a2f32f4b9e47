// The large account needs a paid plan (the free plan stops at 5 artworks). There is no admin API for plans, so
// the seed sets it in the server's SQLite file, which it knows when it started the server on a DATA_DIR.
import { PLAN_IDS } from '@artledger/domain';
import { openSqlite } from '../lib/server-deps.mjs';

export class NeedsDataDirError extends Error {}

export async function seedProPlan({ account, dataDir }) {
  if (!dataDir) {
    throw new NeedsDataDirError(
      `the bench account "${account.user.username}" must be on a paid plan (pro) before its 5,000 artworks ` +
        'can be added, and no API can change a plan. Seed through a DATA_DIR instead ' +
        '(DATA_DIR=<dir> npm run seed:large, or --data-dir <dir>), or put the account on the pro plan ' +
        `yourself (UPDATE user_subscriptions SET plan_id = ${PLAN_IDS.pro} WHERE user_id = ${account.user.id}) ` +
        'and seed the bulk data through a DATA_DIR.',
    );
  }
  const db = openSqlite(dataDir);
  try {
    const { changes } = db
      .prepare('UPDATE user_subscriptions SET plan_id = ?, updated_at = ? WHERE user_id = ?')
      .run(PLAN_IDS.pro, new Date().toISOString(), account.user.id);
    if (changes !== 1) throw new Error(`no subscription row for user ${account.user.id}`);
  } finally {
    db.close();
  }
  return { summary: { plan: 'pro (set in SQLite: no admin API)' } };
}
