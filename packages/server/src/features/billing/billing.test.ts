import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../test/build.js';
import { buildArtworks, buildUser, setPlan, type TestUser } from '../../../test/factories.js';
import {
  FAKE_PRICE_BASIC,
  FAKE_PRICE_PRO,
  FAKE_WEBHOOK_SECRET,
  StripeFake,
  signedWebhook,
} from '../../../test/fakes/stripe-fake.js';

const PUBLIC_URL = 'https://art.example.test';
const fake = new StripeFake();
await fake.start();
afterAll(() => fake.stop());
const { app } = await build({}, { ...fake.env(), PUBLIC_URL });
const { app: bare } = await build({}, { PUBLIC_URL });

async function subscriptionRow(userId: number) {
  return app.db
    .selectFrom('user_subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

function createCustomer(user: TestUser, target = app) {
  return target.inject({
    method: 'POST',
    url: '/api/stripe/create-customer',
    headers: user.auth,
    payload: { email: user.email, name: 'Ada Lovelace' },
  });
}

function checkout(user: TestUser, payload: object, target = app) {
  return target.inject({
    method: 'POST',
    url: '/api/stripe/create-checkout-session',
    headers: user.auth,
    payload,
  });
}

function deliver(event: Record<string, unknown>, options: { secret?: string; tamper?: boolean } = {}) {
  const { payload, signature } = signedWebhook(event, options.secret ?? FAKE_WEBHOOK_SECRET);
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
    payload: options.tamper ? payload.replace('"active"', '"past_due"').replace('pro', 'basic') : payload,
  });
}

/** A user who went through checkout for a plan, with the completed event delivered. */
async function paidUser(planId: 2 | 3) {
  const user = await buildUser(app);
  const res = await checkout(user, { planId });
  expect(res.statusCode).toBe(200);
  const sessionId = res.json().url.split('/').pop();
  const { session, subscription } = fake.completeCheckout(sessionId);
  const delivered = await deliver(fake.event('checkout.session.completed', session));
  expect(delivered.statusCode).toBe(200);
  return { user, subscription };
}

describe('when Stripe is not configured', () => {
  it('create-customer and checkout answer 503 saying so, and nothing reaches Stripe', async () => {
    const user = await buildUser(bare);
    const before = fake.requests.length;
    const customer = await createCustomer(user, bare);
    expect(customer.statusCode).toBe(503);
    expect(customer.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(customer.json().error).toMatch(/not properly configured/);
    const session = await checkout(user, { planId: 3 }, bare);
    expect(session.statusCode).toBe(503);
    expect(session.json().error).toMatch(/not properly configured/);
    expect(fake.requests.length).toBe(before);
  });

  it('the portal has no billing account to open and the webhook cannot verify anything', async () => {
    const user = await buildUser(bare);
    const portal = await bare.inject({
      method: 'POST',
      url: '/api/stripe/portal-session',
      headers: user.auth,
    });
    expect(portal.statusCode).toBe(400);
    expect(portal.json().error).toMatch(/no billing account/i);
    const { payload, signature } = signedWebhook(fake.event('invoice.payment_failed', {}));
    const hook = await bare.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
      payload,
    });
    expect(hook.statusCode).toBe(503);
    expect(hook.json().error).toMatch(/not properly configured/);
  });
});

describe('POST /api/stripe/create-customer', () => {
  it('creates one customer per user and reuses it', async () => {
    const user = await buildUser(app);
    const first = await createCustomer(user);
    expect(first.statusCode).toBe(200);
    const { customerId } = first.json();
    expect(customerId).toMatch(/^cus_/);
    const sent = fake.requestsTo('POST', '/v1/customers').at(-1)!;
    expect(sent.body).toEqual({
      email: user.email,
      name: 'Ada Lovelace',
      metadata: { user_id: String(user.id) },
    });
    expect(sent.headers['content-type']).toMatch(/application\/x-www-form-urlencoded/);
    expect((await subscriptionRow(user.id)).stripe_customer_id).toBe(customerId);

    const count = fake.requestsTo('POST', '/v1/customers').length;
    const second = await createCustomer(user);
    expect(second.json()).toEqual({ success: true, customerId });
    expect(fake.requestsTo('POST', '/v1/customers').length).toBe(count);
  });

  it('creates exactly one customer for 20 simultaneous calls', async () => {
    const user = await buildUser(app);
    const count = fake.requestsTo('POST', '/v1/customers').length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => createCustomer(user)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json().customerId)).size).toBe(1);
    expect(fake.requestsTo('POST', '/v1/customers').length).toBe(count + 1);
    expect((await subscriptionRow(user.id)).stripe_customer_id).toBe(answers[0]!.json().customerId);
  });

  it('validates the body and needs a token', async () => {
    const user = await buildUser(app);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/stripe/create-customer',
      headers: user.auth,
      payload: { email: 'not-an-email', name: 'A' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Please enter a valid email address');
    const count = fake.requestsTo('POST', '/v1/customers').length;
    for (const [name, message] of [
      ['Ada\u0000Lovelace', 'Name cannot contain control characters'],
      ['Ada\nLovelace', 'Name must be on one line (no tabs or line breaks)'],
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/stripe/create-customer',
        headers: user.auth,
        payload: { email: user.email, name },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
    }
    expect(fake.requestsTo('POST', '/v1/customers').length).toBe(count);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/stripe/create-customer',
      payload: { email: user.email, name: 'A' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/stripe/create-checkout-session', () => {
  it("sends the configured price for the plan, never the client's, with the user and plan attached", async () => {
    const user = await buildUser(app);
    const res = await checkout(user, { planId: 2, priceId: 'price_chosen_by_the_client' });
    expect(res.statusCode).toBe(200);
    const sent = fake.requestsTo('POST', '/v1/checkout/sessions').at(-1)!;
    expect(res.json()).toEqual({
      url: `${fake.baseUrl}/pay/${fake.sessions.size ? [...fake.sessions.keys()].at(-1) : ''}`,
    });
    const row = await subscriptionRow(user.id);
    expect(sent.body).toEqual({
      mode: 'subscription',
      customer: row.stripe_customer_id,
      line_items: [{ price: FAKE_PRICE_BASIC, quantity: '1' }],
      client_reference_id: String(user.id),
      metadata: { user_id: String(user.id), plan_id: '2' },
      subscription_data: { metadata: { user_id: String(user.id), plan_id: '2' } },
      success_url: `${PUBLIC_URL}/subscription?checkout=success&plan=2`,
      cancel_url: `${PUBLIC_URL}/subscription?checkout=cancelled`,
    });
    expect(JSON.stringify(fake.requests)).not.toContain('price_chosen_by_the_client');

    await checkout(user, { planId: 3, priceId: FAKE_PRICE_BASIC });
    const pro = fake.requestsTo('POST', '/v1/checkout/sessions').at(-1)!;
    expect(pro.body.line_items).toEqual([{ price: FAKE_PRICE_PRO, quantity: '1' }]);
    // The customer made for the first checkout is reused.
    expect(pro.body.customer).toBe(row.stripe_customer_id);
  });

  it.each([
    [{ planId: 1 }, /free plan needs no checkout/],
    [{ planId: 99 }, /Unknown plan/],
    [{ planId: 'abc' }, /Plan id must be a number/],
    [{}, /Plan id must be a number/],
  ])('refuses %o with 400', async (payload, message) => {
    const user = await buildUser(app);
    const before = fake.requestsTo('POST', '/v1/checkout/sessions').length;
    const res = await checkout(user, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
    expect(fake.requestsTo('POST', '/v1/checkout/sessions').length).toBe(before);
  });

  it('refuses the plan the user already has', async () => {
    const user = await buildUser(app);
    await setPlan(app, user.id, 3);
    const res = await checkout(user, { planId: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('You are already on the Pro plan.');
  });

  it("turns Stripe's refusal into a 502 with its reason", async () => {
    const user = await buildUser(app);
    fake.failNext('POST', /^\/v1\/checkout\/sessions$/, 400, 'No such price');
    const res = await checkout(user, { planId: 2 });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'UPSTREAM_ERROR' });
    expect(res.json().error).toMatch(/No such price/);
  });

  it('moves a paying subscriber to the other paid plan in place instead of a second subscription', async () => {
    const { user, subscription } = await paidUser(2);
    const sessions = fake.requestsTo('POST', '/v1/checkout/sessions').length;
    const res = await checkout(user, { planId: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: `${PUBLIC_URL}/subscription?checkout=success&plan=3` });
    expect(fake.requestsTo('POST', '/v1/checkout/sessions').length).toBe(sessions);
    const update = fake.requestsTo('POST', `/v1/subscriptions/${subscription.id}`).at(-1)!;
    expect(update.body.items).toEqual([
      { id: (subscription.items as { data: { id: string }[] }).data[0]!.id, price: FAKE_PRICE_PRO },
    ]);
  });
});

describe('POST /api/stripe/webhook', () => {
  it('checkout.session.completed: the plan of the session, active, the Stripe ids and the period end', async () => {
    const user = await buildUser(app);
    const res = await checkout(user, { planId: 3 });
    const sessionId = res.json().url.split('/').pop();
    const periodEnd = Math.floor(Date.parse('2031-05-17T12:00:00Z') / 1000);
    const { session, subscription } = fake.completeCheckout(sessionId, periodEnd);
    const reads = fake.requestsTo('GET', `/v1/subscriptions/${subscription.id}`).length;

    const delivered = await deliver(fake.event('checkout.session.completed', session));
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toEqual({ received: true });
    // The session names its subscription only by id, so the period end was read through the SDK.
    expect(fake.requestsTo('GET', `/v1/subscriptions/${subscription.id}`).length).toBe(reads + 1);
    const row = await subscriptionRow(user.id);
    expect(row).toMatchObject({
      plan_id: 3,
      status: 'active',
      stripe_subscription_id: subscription.id,
      stripe_customer_id: session.customer,
      current_period_end: '2031-05-17T12:00:00.000Z',
    });
    const seen = await app.inject({ url: '/api/user-subscription', headers: user.auth });
    expect(seen.json()).toMatchObject({ plan: { name: 'pro' }, stripe_subscription_id: subscription.id });
  });

  it('a replayed event changes nothing', async () => {
    const user = await buildUser(app);
    const res = await checkout(user, { planId: 2 });
    const { session } = fake.completeCheckout(res.json().url.split('/').pop());
    const event = fake.event('checkout.session.completed', session);
    expect((await deliver(event)).json()).toEqual({ received: true });
    await setPlan(app, user.id, 1);
    const replay = await deliver(event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect((await subscriptionRow(user.id)).plan_id).toBe(1);
  });

  it('20 simultaneous deliveries of one event apply it once', async () => {
    const { user, subscription } = await paidUser(3);
    const event = fake.event('invoice.payment_failed', {
      id: 'in_fake_1',
      object: 'invoice',
      customer: subscription.customer,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(event)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => !a.json().duplicate)).toHaveLength(1);
    const recorded = await app.db
      .selectFrom('stripe_events')
      .selectAll()
      .where('id', '=', event.id as string)
      .execute();
    expect(recorded).toHaveLength(1);
    expect((await subscriptionRow(user.id)).status).toBe('past_due');
  });

  it('refuses a tampered payload, a wrong secret and a missing signature, changing nothing', async () => {
    const { user, subscription } = await paidUser(3);
    const event = fake.event('customer.subscription.updated', { ...subscription, status: 'past_due' });
    for (const res of [
      await deliver(event, { tamper: true }),
      await deliver(event, { secret: 'whsec_someone_else' }),
      await app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(event),
      }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/signature/i);
    }
    expect(await subscriptionRow(user.id)).toMatchObject({ plan_id: 3, status: 'active' });
    const recorded = await app.db
      .selectFrom('stripe_events')
      .select('id')
      .where('id', '=', event.id as string)
      .execute();
    expect(recorded).toHaveLength(0);
  });

  it('customer.subscription.updated: status, period end and the plan of the price', async () => {
    const { user, subscription } = await paidUser(3);
    const end = Math.floor(Date.parse('2032-01-02T03:04:05Z') / 1000);
    const item = (subscription.items as { data: Record<string, unknown>[] }).data[0]!;
    const updated = {
      ...subscription,
      status: 'past_due',
      items: {
        object: 'list',
        data: [{ ...item, price: { id: FAKE_PRICE_BASIC, object: 'price' }, current_period_end: end }],
      },
    };
    expect((await deliver(fake.event('customer.subscription.updated', updated))).statusCode).toBe(200);
    expect(await subscriptionRow(user.id)).toMatchObject({
      plan_id: 2,
      status: 'past_due',
      current_period_end: '2032-01-02T03:04:05.000Z',
    });
    const shown = await app.inject({ url: '/api/user-subscription', headers: user.auth });
    expect(shown.json()).toMatchObject({ status: 'past_due', plan: { name: 'basic' } });
  });

  it('invoice.payment_failed marks the subscription past_due and keeps the plan', async () => {
    const { user, subscription } = await paidUser(2);
    const event = fake.event('invoice.payment_failed', {
      id: 'in_fake_2',
      object: 'invoice',
      customer: subscription.customer,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    });
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await subscriptionRow(user.id)).toMatchObject({ plan_id: 2, status: 'past_due' });
  });

  it('customer.subscription.deleted: back to free, keeping every artwork; the cap applies to new ones', async () => {
    const { user, subscription } = await paidUser(3);
    await buildArtworks(app, user.id, 8);
    const event = fake.event('customer.subscription.deleted', { ...subscription, status: 'canceled' });
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await subscriptionRow(user.id)).toMatchObject({
      plan_id: 1,
      status: 'active',
      stripe_subscription_id: null,
      current_period_end: null,
    });
    const count = await app.inject({ url: '/api/user-artwork-count', headers: user.auth });
    expect(count.json()).toEqual({ count: 8 });
    const more = await app.inject({
      method: 'POST',
      url: '/api/artworks',
      headers: user.auth,
      payload: { title: 'One more', medium: 'Oil painting' },
    });
    expect(more.statusCode).toBe(403);
    expect(more.json().code).toBe('PLAN_LIMIT_REACHED');
  });

  it('a deleted old subscription does not downgrade a user who has a newer one', async () => {
    const { user, subscription } = await paidUser(3);
    const old = fake.makeSubscription(subscription.customer as string, FAKE_PRICE_BASIC);
    await deliver(fake.event('customer.subscription.deleted', { ...old, status: 'canceled' }));
    expect(await subscriptionRow(user.id)).toMatchObject({
      plan_id: 3,
      stripe_subscription_id: subscription.id,
    });
  });

  it('acknowledges event types it does not use, once', async () => {
    const res = await deliver(fake.event('customer.created', { id: 'cus_x', object: 'customer' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
  });
});

describe('POST /api/stripe/portal-session', () => {
  it("opens Stripe's billing portal for the caller's customer, returning to the subscription page", async () => {
    const { user } = await paidUser(2);
    const res = await app.inject({ method: 'POST', url: '/api/stripe/portal-session', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(new RegExp(`^${fake.baseUrl}/portal/bps_`));
    const sent = fake.requestsTo('POST', '/v1/billing_portal/sessions').at(-1)!;
    expect(sent.body).toEqual({
      customer: (await subscriptionRow(user.id)).stripe_customer_id,
      return_url: `${PUBLIC_URL}/subscription`,
    });
  });

  it('answers 400 for a user who never had a billing account', async () => {
    const user = await buildUser(app);
    const res = await app.inject({ method: 'POST', url: '/api/stripe/portal-session', headers: user.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/no billing account/i);
  });
});
