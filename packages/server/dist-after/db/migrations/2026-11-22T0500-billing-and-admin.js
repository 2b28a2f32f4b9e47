import { sql } from 'kysely';
import { notNull } from './helpers.js';
export async function up(db) {
    // Webhooks find the user by the Stripe ids; one customer and one subscription belong to one user.
    await db.schema
        .createIndex('user_subscriptions_stripe_customer_idx')
        .on('user_subscriptions')
        .column('stripe_customer_id')
        .unique()
        .where(sql.ref('stripe_customer_id'), 'is not', null)
        .execute();
    await db.schema
        .createIndex('user_subscriptions_stripe_subscription_idx')
        .on('user_subscriptions')
        .column('stripe_subscription_id')
        .where(sql.ref('stripe_subscription_id'), 'is not', null)
        .execute();
    // Stripe delivers an event at least once; its id is recorded with the change it made, so a replay does nothing.
    await db.schema
        .createTable('stripe_events')
        .addColumn('id', 'varchar(255)', (c) => c.primaryKey())
        .addColumn('type', 'varchar(100)', notNull)
        .addColumn('received_at', 'varchar(32)', notNull)
        .execute();
}
export async function down(db) {
    await db.schema.dropTable('stripe_events').execute();
    await db.schema.dropIndex('user_subscriptions_stripe_subscription_idx').execute();
    await db.schema.dropIndex('user_subscriptions_stripe_customer_idx').execute();
}
//# sourceMappingURL=2026-11-22T0500-billing-and-admin.js.map