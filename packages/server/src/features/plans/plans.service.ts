import type { Kysely, Transaction } from 'kysely';
import { isArtworkLimitReached } from '@artledger/domain';
import type { Database } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { findUserSubscription } from './plans.repository.js';

/**
 * Refuses a new artwork when the caller's plan is full. Inside a transaction on PostgreSQL the
 * subscription row is locked so two simultaneous uploads cannot both take the last place.
 */
export async function assertCanAddArtworks(
  db: Kysely<Database> | Transaction<Database>,
  userId: number,
  currentCount: number,
  adding = 1,
  lock = false,
): Promise<void> {
  if (lock) {
    await db
      .selectFrom('user_subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .forUpdate()
      .execute();
  }
  const { plan } = await findUserSubscription(db, userId);
  if (isArtworkLimitReached(currentCount + adding - 1, plan.max_artworks)) {
    const name = plan.name.charAt(0).toUpperCase() + plan.name.slice(1);
    throw new AppError(
      'PLAN_LIMIT_REACHED',
      `${name} plan limit reached (${plan.max_artworks} artworks). Upgrade your plan to add more artworks.`,
    );
  }
}
