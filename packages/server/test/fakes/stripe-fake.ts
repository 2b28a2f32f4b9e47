import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the parts of Stripe's API the app uses, speaking its wire format: form-encoded
 * request bodies with bracketed keys, JSON objects carrying `object`, and `{ error: { type, message } }`
 * bodies with Stripe's status codes. Every request is recorded so tests can assert what was sent.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

type Json = Record<string, unknown>;

export interface StripeFakeOptions {
  secretKey?: string;
  /** Prices that exist; a checkout with another price fails like Stripe ("No such price"). */
  prices?: string[];
}

export const FAKE_SECRET_KEY = 'sk_test_fake_artledger';
export const FAKE_WEBHOOK_SECRET = 'whsec_fake_artledger_0123456789';
export const FAKE_PRICE_BASIC = 'price_fake_basic';
export const FAKE_PRICE_PRO = 'price_fake_pro';

/** Turns `a[b][0][c]=1` pairs into nested objects and arrays, as Stripe reads them. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: Json = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Json;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value as Json).map(([k, v]) => [k, arrays(v)] as const);
    if (entries.length && entries.every(([k]) => /^\d+$/.test(k)))
      return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
    return Object.fromEntries(entries);
  };
  return arrays(root) as Json;
}

class FakeError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; code?: string; param?: string },
  ) {
    super(body.message);
  }
}

const missing = (what: string, id: string, param = 'id') =>
  new FakeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${what}: '${id}'`,
    param,
  });
const invalid = (message: string, param?: string) =>
  new FakeError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });

export class StripeFake {
  readonly requests: RecordedRequest[] = [];
  readonly customers = new Map<string, Json>();
  readonly sessions = new Map<string, Json>();
  readonly subscriptions = new Map<string, Json>();
  private server: Server | undefined;
  private counter = 0;
  private failures: { method: string; path: RegExp; status: number; message: string }[] = [];
  readonly secretKey: string;
  readonly prices: Set<string>;
  baseUrl = '';

  constructor(options: StripeFakeOptions = {}) {
    this.secretKey = options.secretKey ?? FAKE_SECRET_KEY;
    this.prices = new Set(options.prices ?? [FAKE_PRICE_BASIC, FAKE_PRICE_PRO]);
  }

  async start(port = 0): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    // Never the reason a test process stays alive.
    this.server.unref();
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The env that points the app at this fake (STRIPE_* settings). */
  env(): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: this.secretKey,
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_PRICE_BASIC: FAKE_PRICE_BASIC,
      STRIPE_PRICE_PRO: FAKE_PRICE_PRO,
      STRIPE_API_BASE: this.baseUrl,
    };
  }

  /** Makes the next matching request fail with a Stripe error of this status. */
  failNext(method: string, path: RegExp, status = 402, message = 'Your card was declined.'): void {
    this.failures.push({ method, path, status, message });
  }

  requestsTo(method: string, path: string | RegExp): RecordedRequest[] {
    return this.requests.filter(
      (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
    );
  }

  private nextId(prefix: string): string {
    this.counter += 1;
    return `${prefix}_fake${this.counter.toString().padStart(6, '0')}`;
  }

  /** What Stripe does when the customer pays: a subscription exists and the session is complete. */
  completeCheckout(
    sessionId: string,
    periodEnd = Math.floor(Date.now() / 1000) + 30 * 86400,
  ): {
    session: Json;
    subscription: Json;
  } {
    const session = this.sessions.get(sessionId);
    if (!session) throw missing('checkout session', sessionId);
    const lineItems = session.line_items as { price: string }[];
    const subscription = this.makeSubscription(
      session.customer as string,
      lineItems[0]!.price,
      (session.subscription_data as { metadata?: Json } | undefined)?.metadata ?? {},
      periodEnd,
    );
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
    return { session: this.publicSession(session), subscription };
  }

  makeSubscription(customer: string, price: string, metadata: Json = {}, periodEnd?: number): Json {
    const id = this.nextId('sub');
    const end = periodEnd ?? Math.floor(Date.now() / 1000) + 30 * 86400;
    const subscription: Json = {
      id,
      object: 'subscription',
      customer,
      status: 'active',
      metadata,
      items: {
        object: 'list',
        data: [
          {
            id: this.nextId('si'),
            object: 'subscription_item',
            price: { id: price, object: 'price' },
            current_period_start: end - 30 * 86400,
            current_period_end: end,
          },
        ],
      },
    };
    this.subscriptions.set(id, subscription);
    return subscription;
  }

  /** An event as Stripe delivers it. */
  event(type: string, object: Json): Json {
    return {
      id: this.nextId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    };
  }

  private publicSession(session: Json): Json {
    const { line_items: _items, subscription_data: _data, ...rest } = session;
    return rest;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = Buffer.concat(chunks).toString('utf8');
    const body =
      req.method === 'GET' || req.method === 'DELETE'
        ? parseStripeForm(url.search.slice(1))
        : parseStripeForm(raw);
    const method = req.method ?? 'GET';
    this.requests.push({ method, path: url.pathname, body, headers: req.headers });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': this.nextId('req') });
      res.end(JSON.stringify(payload));
    };
    try {
      // Test control (not Stripe's API): browser tests in another process complete a checkout here.
      const control = url.pathname.match(/^\/_fake\/checkout_sessions\/([^/]+)\/complete$/);
      if (control && method === 'POST') {
        const { session } = this.completeCheckout(control[1]!);
        send(200, this.event('checkout.session.completed', session));
        return;
      }
      if (req.headers.authorization !== `Bearer ${this.secretKey}`)
        throw new FakeError(401, {
          type: 'invalid_request_error',
          message: 'Invalid API Key provided: sk_test_********',
        });
      const failure = this.failures.findIndex((f) => f.method === method && f.path.test(url.pathname));
      if (failure >= 0) {
        const [f] = this.failures.splice(failure, 1);
        throw new FakeError(f!.status, {
          type: f!.status === 402 ? 'card_error' : 'api_error',
          message: f!.message,
        });
      }
      send(200, this.route(method, url.pathname, body));
    } catch (error) {
      if (error instanceof FakeError) send(error.status, { error: error.body });
      else send(500, { error: { type: 'api_error', message: String(error) } });
    }
  }

  private route(method: string, path: string, body: Json): Json {
    let match: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const id = this.nextId('cus');
      const customer = {
        id,
        object: 'customer',
        email: body.email ?? null,
        name: body.name ?? null,
        metadata: body.metadata ?? {},
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      this.customers.set(id, customer);
      return customer;
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (body.mode !== 'subscription' && body.mode !== 'payment' && body.mode !== 'setup')
        throw invalid('Missing required param: mode.', 'mode');
      const items = body.line_items as { price?: string; quantity?: string }[] | undefined;
      if (!items?.length) throw invalid('Missing required param: line_items.', 'line_items');
      for (const [i, item] of items.entries())
        if (!item.price || !this.prices.has(item.price))
          throw missing('price', String(item.price), `line_items[${i}][price]`);
      if (!body.success_url) throw invalid('Missing required param: success_url.', 'success_url');
      if (typeof body.customer === 'string' && !this.customers.has(body.customer))
        throw missing('customer', body.customer, 'customer');
      const id = this.nextId('cs_test');
      const session: Json = {
        id,
        object: 'checkout.session',
        mode: body.mode,
        status: 'open',
        payment_status: 'unpaid',
        customer: body.customer ?? null,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        success_url: body.success_url,
        cancel_url: body.cancel_url ?? null,
        subscription: null,
        url: `${this.baseUrl}/pay/${id}`,
        line_items: items,
        subscription_data: body.subscription_data,
        livemode: false,
      };
      this.sessions.set(id, session);
      return this.publicSession(session);
    }
    if ((match = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const subscription = this.subscriptions.get(match[1]!);
      if (!subscription) throw missing('subscription', match[1]!);
      if (method === 'GET') return subscription;
      if (method === 'DELETE') {
        subscription.status = 'canceled';
        return subscription;
      }
      if (method === 'POST') {
        const items = body.items as { id?: string; price?: string }[] | undefined;
        const data = (subscription.items as { data: Json[] }).data;
        for (const item of items ?? []) {
          const existing = data.find((d) => d.id === item.id);
          if (!existing) throw missing('subscription item', String(item.id), 'items[0][id]');
          if (item.price && !this.prices.has(item.price))
            throw missing('price', item.price, 'items[0][price]');
          if (item.price) existing.price = { id: item.price, object: 'price' };
        }
        if (body.metadata)
          subscription.metadata = { ...(subscription.metadata as Json), ...(body.metadata as Json) };
        return subscription;
      }
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (typeof body.customer !== 'string') throw invalid('Missing required param: customer.', 'customer');
      if (!this.customers.has(body.customer)) throw missing('customer', body.customer, 'customer');
      const id = this.nextId('bps');
      return {
        id,
        object: 'billing_portal.session',
        customer: body.customer,
        return_url: body.return_url ?? null,
        url: `${this.baseUrl}/portal/${id}`,
        livemode: false,
      };
    }
    throw new FakeError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }
}

/** A webhook request as Stripe sends it: the JSON payload and its Stripe-Signature header. */
export function signedWebhook(
  event: Json,
  secret = FAKE_WEBHOOK_SECRET,
): { payload: string; signature: string } {
  const payload = JSON.stringify(event, null, 2);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
