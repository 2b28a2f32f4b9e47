import { PLAN_IDS } from '@artledger/domain';
import { writeTransaction, lockRows } from '../../db/transaction.js';
import { AppError, badRequest, invalidField, notFound } from '../../lib/app-error.js';
import { findBillingRow, findBillingRowByStripeIds, findPlan, findUserSubscription, saveUserSubscription, storeStripeCustomerId, } from '../plans/plans.repository.js';
import { findUserById } from '../users/users.repository.js';
import { isEventRecorded, recordEvent } from './billing.repository.js';
import { callStripe, requireStripe } from './stripe-client.js';
// One creation at a time per user in this process; the conditional store covers several processes.
const customerCreations = new Map();
/** The caller's one Stripe customer: the stored one, or a new one whose id is stored. */
export async function ensureCustomer(deps, userId, contact) {
    const stripe = requireStripe(deps.billing);
    // Joined before any await: a call that read the row first and checked the map later could miss a creation
    // that finished in between and create a second customer.
    const pending = customerCreations.get(userId);
    if (pending)
        return { customerId: (await pending).customerId, created: false };
    const creation = (async () => {
        const stored = await findBillingRow(deps.db, userId);
        if (stored?.stripe_customer_id)
            return { customerId: stored.stripe_customer_id, created: false };
        if (!stored)
            await saveUserSubscription(deps.db, userId, {});
        const customer = await callStripe('create the customer', () => stripe.customers.create({
            email: contact.email,
            ...(contact.name ? { name: contact.name } : {}),
            metadata: { user_id: String(userId) },
        }));
        if (await storeStripeCustomerId(deps.db, userId, customer.id))
            return { customerId: customer.id, created: true };
        // Another process stored a customer first; theirs is the one used from now on.
        const row = await findBillingRow(deps.db, userId);
        return { customerId: row?.stripe_customer_id ?? customer.id, created: false };
    })();
    customerCreations.set(userId, creation);
    try {
        return await creation;
    }
    finally {
        customerCreations.delete(userId);
    }
}
function planLabel(name) {
    return name.charAt(0).toUpperCase() + name.slice(1);
}
const periodEnd = (subscription) => {
    const item = subscription.items?.data?.[0];
    // Older API versions kept the period on the subscription itself.
    return item?.current_period_end ?? subscription.current_period_end;
};
const isoFromUnix = (seconds) => typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null;
const idOf = (value) => typeof value === 'string' ? value : (value?.id ?? null);
function planForPrice(billing, priceId) {
    if (!priceId)
        return undefined;
    for (const [planId, price] of billing.prices)
        if (price === priceId)
            return planId;
    return undefined;
}
/** An active Stripe subscription moves to another paid price in place, so nobody pays twice. */
async function switchPaidPlan(stripe, userId, subscriptionId, planId, price) {
    const subscription = await callStripe('read the subscription', () => stripe.subscriptions.retrieve(subscriptionId));
    if (!['active', 'trialing', 'past_due'].includes(subscription.status))
        return false;
    const item = subscription.items.data[0];
    if (!item)
        return false;
    await callStripe('change the subscription', () => stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price }],
        proration_behavior: 'create_prorations',
        metadata: { user_id: String(userId), plan_id: String(planId) },
    }));
    return true;
}
/**
 * Starts a hosted checkout for a paid plan. The price comes from the server's configuration; a price
 * id sent by the client is never used.
 */
export async function createCheckoutSession(deps, userId, planId) {
    const stripe = requireStripe(deps.billing);
    const plan = await findPlan(deps.db, planId);
    if (!plan)
        throw invalidField('planId', 'Unknown plan');
    if (plan.id === PLAN_IDS.free)
        throw badRequest('The free plan needs no checkout: it is available without payment.', 'planId');
    const current = await findUserSubscription(deps.db, userId);
    if (current.plan_id === plan.id && current.status !== 'canceled')
        throw badRequest(`You are already on the ${planLabel(plan.name)} plan.`, 'planId');
    const price = deps.billing.prices.get(plan.id);
    if (!price)
        throw badRequest('This plan cannot be bought online.', 'planId');
    const user = await findUserById(deps.db, userId);
    if (!user)
        throw notFound('User');
    const { customerId } = await ensureCustomer(deps, userId, {
        email: user.email,
        name: `${user.first_name} ${user.last_name}`.trim(),
    });
    const { publicUrl } = deps.billing;
    const row = await findBillingRow(deps.db, userId);
    if (row?.stripe_subscription_id && current.plan_id !== PLAN_IDS.free) {
        if (await switchPaidPlan(stripe, userId, row.stripe_subscription_id, plan.id, price))
            return { url: `${publicUrl}/subscription?checkout=success&plan=${plan.id}` };
    }
    const metadata = { user_id: String(userId), plan_id: String(plan.id) };
    const session = await callStripe('start the checkout', () => stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        line_items: [{ price, quantity: 1 }],
        client_reference_id: String(userId),
        metadata,
        subscription_data: { metadata },
        // The plan lets the page know which plan it is waiting for while the webhook is on its way.
        success_url: `${publicUrl}/subscription?checkout=success&plan=${plan.id}`,
        cancel_url: `${publicUrl}/subscription?checkout=cancelled`,
    }));
    if (!session.url)
        throw new AppError('UPSTREAM_ERROR', 'Stripe did not return a checkout page.');
    return { url: session.url };
}
/** Stripe's billing portal, where the card is updated and the subscription cancelled. */
export async function createPortalSession(deps, userId) {
    const row = await findBillingRow(deps.db, userId);
    if (!row?.stripe_customer_id)
        throw badRequest('There is no billing account yet: choose a paid plan first.');
    const stripe = requireStripe(deps.billing);
    const session = await callStripe('open the billing portal', () => stripe.billingPortal.sessions.create({
        customer: row.stripe_customer_id,
        return_url: `${deps.billing.publicUrl}/subscription`,
    }));
    return { url: session.url };
}
/** Cancels a Stripe subscription at once (used before a user is deleted, so nobody is billed after). */
export async function cancelStripeSubscription(deps, subscriptionId) {
    if (!deps.billing.stripe)
        return;
    const stripe = deps.billing.stripe;
    try {
        await stripe.subscriptions.cancel(subscriptionId);
    }
    catch (error) {
        // Already gone at Stripe: nothing left to cancel.
        if (error.statusCode === 404)
            return;
        await callStripe("cancel the user's subscription", () => Promise.reject(error));
    }
}
const STATUS_MAP = {
    active: 'active',
    trialing: 'trialing',
    past_due: 'past_due',
    unpaid: 'past_due',
    paused: 'past_due',
    incomplete: 'incomplete',
    incomplete_expired: 'canceled',
    canceled: 'canceled',
};
const freeChanges = () => ({
    plan_id: PLAN_IDS.free,
    status: 'active',
    current_period_end: null,
    stripe_subscription_id: null,
});
async function userFor(deps, ids) {
    const row = await findBillingRowByStripeIds(deps.db, ids);
    if (row)
        return row;
    const userId = Number(ids.metadataUserId);
    if (!Number.isInteger(userId) || userId <= 0)
        return undefined;
    if (!(await findUserById(deps.db, userId)))
        return undefined;
    return ((await findBillingRow(deps.db, userId)) ?? {
        user_id: userId,
        plan_id: PLAN_IDS.free,
        status: 'active',
        stripe_customer_id: null,
        stripe_subscription_id: null,
    });
}
async function planCheckoutCompleted(deps, stripe, session) {
    if (session.mode !== 'subscription')
        return undefined;
    const subscriptionId = idOf(session.subscription);
    const customerId = idOf(session.customer);
    const row = await userFor(deps, {
        metadataUserId: session.client_reference_id ?? session.metadata?.user_id,
        customerId,
    });
    if (!row)
        return undefined;
    let subscription = typeof session.subscription === 'object' ? session.subscription : null;
    if ((!subscription || !periodEnd(subscription)) && subscriptionId) {
        subscription = await callStripe('read the subscription', () => stripe.subscriptions.retrieve(subscriptionId));
    }
    const planId = planForPrice(deps.billing, subscription?.items?.data?.[0]?.price?.id) ??
        Number(session.metadata?.plan_id);
    if (!(await findPlan(deps.db, planId)))
        return undefined;
    return {
        userId: row.user_id,
        changes: {
            plan_id: planId,
            status: 'active',
            stripe_customer_id: customerId ?? row.stripe_customer_id,
            stripe_subscription_id: subscriptionId,
            current_period_start: new Date().toISOString(),
            current_period_end: subscription ? isoFromUnix(periodEnd(subscription)) : null,
        },
    };
}
async function planSubscriptionUpdated(deps, subscription) {
    const row = await userFor(deps, {
        subscriptionId: subscription.id,
        customerId: idOf(subscription.customer),
        metadataUserId: subscription.metadata?.user_id,
    });
    if (!row)
        return undefined;
    const status = STATUS_MAP[subscription.status] ?? 'incomplete';
    if (status === 'canceled')
        return { userId: row.user_id, changes: freeChanges(), onlyForSubscription: subscription.id };
    const planId = planForPrice(deps.billing, subscription.items?.data?.[0]?.price?.id);
    return {
        userId: row.user_id,
        onlyForSubscription: subscription.id,
        changes: {
            status,
            ...(planId ? { plan_id: planId } : {}),
            stripe_subscription_id: subscription.id,
            stripe_customer_id: idOf(subscription.customer) ?? row.stripe_customer_id,
            current_period_end: isoFromUnix(periodEnd(subscription)),
        },
    };
}
async function planSubscriptionDeleted(deps, subscription) {
    const row = await userFor(deps, {
        subscriptionId: subscription.id,
        customerId: idOf(subscription.customer),
    });
    if (!row)
        return undefined;
    return { userId: row.user_id, changes: freeChanges(), onlyForSubscription: subscription.id };
}
async function planPaymentFailed(deps, invoice) {
    const legacy = invoice;
    const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(legacy.subscription);
    if (!subscriptionId)
        return undefined;
    const row = await userFor(deps, { subscriptionId, customerId: idOf(invoice.customer) });
    if (!row)
        return undefined;
    return { userId: row.user_id, changes: { status: 'past_due' }, onlyForSubscription: subscriptionId };
}
/**
 * A Stripe webhook: verified against the raw bytes, then applied once per event id. The event id is
 * recorded in the same transaction as its change, so a redelivery (or two at once) changes nothing.
 */
export async function handleWebhook(deps, rawBody, signature) {
    if (typeof signature !== 'string' || !signature)
        throw badRequest('Missing Stripe-Signature header: this endpoint only accepts events from Stripe.');
    const stripe = requireStripe(deps.billing);
    if (!deps.billing.webhookSecret)
        throw new AppError('SERVICE_UNAVAILABLE', 'Stripe is not properly configured: no webhook secret is set.');
    let event;
    try {
        event = stripe.webhooks.constructEvent(rawBody ?? Buffer.alloc(0), signature, deps.billing.webhookSecret);
    }
    catch {
        throw badRequest('Webhook signature verification failed.');
    }
    if (await isEventRecorded(deps.db, event.id))
        return { received: true, duplicate: true };
    let planned;
    switch (event.type) {
        case 'checkout.session.completed':
            planned = await planCheckoutCompleted(deps, stripe, event.data.object);
            break;
        case 'customer.subscription.updated':
            planned = await planSubscriptionUpdated(deps, event.data.object);
            break;
        case 'customer.subscription.deleted':
            planned = await planSubscriptionDeleted(deps, event.data.object);
            break;
        case 'invoice.payment_failed':
            planned = await planPaymentFailed(deps, event.data.object);
            break;
        default:
            planned = undefined;
    }
    if (!planned && ['checkout.session.completed', 'customer.subscription.updated'].includes(event.type))
        deps.log?.warn({ eventId: event.id, type: event.type }, 'Stripe event for no known user; ignored');
    const first = await writeTransaction(deps.db, async (trx) => {
        if (planned)
            await lockRows(trx, 'user_subscriptions', planned.userId, [planned.userId]);
        if (!(await recordEvent(trx, event.id, event.type)))
            return false;
        if (!planned)
            return true;
        if (planned.onlyForSubscription) {
            const row = await findBillingRow(trx, planned.userId);
            if (row?.stripe_subscription_id && row.stripe_subscription_id !== planned.onlyForSubscription)
                return true;
        }
        await saveUserSubscription(trx, planned.userId, planned.changes);
        return true;
    });
    return first ? { received: true } : { received: true, duplicate: true };
}
//# sourceMappingURL=billing.service.js.map