import { DEFAULT_PLANS } from '@artledger/domain';
import { notNull, withId } from './helpers.js';
export async function up(db) {
    await withId(db, db.schema.createTable('users'))
        .addColumn('username', 'varchar(50)', notNull)
        .addColumn('username_lower', 'varchar(50)', (c) => c.notNull().unique())
        .addColumn('email', 'varchar(254)', notNull)
        .addColumn('email_lower', 'varchar(254)', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', notNull)
        .addColumn('first_name', 'varchar(100)', notNull)
        .addColumn('last_name', 'varchar(100)', notNull)
        .addColumn('bio', 'text')
        .addColumn('website', 'varchar(255)')
        .addColumn('location', 'varchar(120)')
        .addColumn('phone', 'varchar(40)')
        .addColumn('profile_image', 'varchar(255)')
        .addColumn('role', 'varchar(20)', (c) => c.notNull().defaultTo('artist'))
        .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(32)', notNull)
        .addColumn('updated_at', 'varchar(32)', notNull)
        .execute();
    await db.schema
        .createTable('subscription_plans')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'varchar(20)', (c) => c.notNull().unique())
        .addColumn('price_monthly_cents', 'integer', notNull)
        .addColumn('max_artworks', 'integer', notNull)
        .addColumn('features', 'text', notNull)
        .addColumn('stripe_price_id', 'varchar(255)')
        .addColumn('created_at', 'varchar(32)', notNull)
        .execute();
    await withId(db, db.schema.createTable('user_subscriptions'))
        .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
        .addColumn('plan_id', 'integer', (c) => c.notNull().references('subscription_plans.id'))
        .addColumn('status', 'varchar(20)', notNull)
        .addColumn('current_period_start', 'varchar(32)')
        .addColumn('current_period_end', 'varchar(32)')
        .addColumn('stripe_customer_id', 'varchar(255)')
        .addColumn('stripe_subscription_id', 'varchar(255)')
        .addColumn('created_at', 'varchar(32)', notNull)
        .addColumn('updated_at', 'varchar(32)', notNull)
        .execute();
    await db
        .insertInto('subscription_plans')
        .values(DEFAULT_PLANS.map((plan) => ({
        id: plan.id,
        name: plan.name,
        price_monthly_cents: Math.round(plan.price_monthly * 100),
        max_artworks: plan.max_artworks,
        features: JSON.stringify(plan.features),
        created_at: plan.created_at,
    })))
        .execute();
}
export async function down(db) {
    await db.schema.dropTable('user_subscriptions').execute();
    await db.schema.dropTable('subscription_plans').execute();
    await db.schema.dropTable('users').execute();
}
//# sourceMappingURL=2026-11-22T0100-foundation.js.map