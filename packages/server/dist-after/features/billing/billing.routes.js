import { createCheckoutSessionSchema, createCustomerResponseSchema, createCustomerSchema, redirectUrlSchema, webhookAckSchema, } from '@artledger/domain';
import { createCheckoutSession, createPortalSession, ensureCustomer, handleWebhook, } from './billing.service.js';
export const billingRoutes = async (app) => {
    const deps = () => ({ db: app.db, billing: app.billing, log: app.log });
    app.post('/api/stripe/create-customer', {
        schema: {
            tags: ['billing'],
            summary: "Create (or reuse) the caller's one Stripe customer",
            description: 'Answers 503 when Stripe is not configured on this server.',
            body: createCustomerSchema,
            response: { 200: createCustomerResponseSchema },
        },
    }, async (request) => {
        const { customerId } = await ensureCustomer(deps(), request.user.id, request.body);
        return { success: true, customerId };
    });
    app.post('/api/stripe/create-checkout-session', {
        schema: {
            tags: ['billing'],
            summary: 'Start a hosted Stripe Checkout for a paid plan',
            description: 'The price comes from the server configuration (STRIPE_PRICE_BASIC / STRIPE_PRICE_PRO); a priceId in the body is ignored.',
            body: createCheckoutSessionSchema,
            response: { 200: redirectUrlSchema },
        },
    }, async (request) => createCheckoutSession(deps(), request.user.id, request.body.planId));
    app.post('/api/stripe/portal-session', {
        schema: {
            tags: ['billing'],
            summary: "Open Stripe's billing portal (update the card, cancel)",
            response: { 200: redirectUrlSchema },
        },
    }, async (request) => createPortalSession(deps(), request.user.id));
    // Its own scope: the signature covers the exact bytes Stripe sent, so the body is kept raw here only.
    await app.register(async (scope) => {
        scope.removeAllContentTypeParsers();
        scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
        scope.post('/api/stripe/webhook', {
            config: { public: true },
            schema: {
                tags: ['billing'],
                summary: 'Stripe webhook (signed with STRIPE_WEBHOOK_SECRET)',
                response: { 200: webhookAckSchema },
            },
        }, async (request) => handleWebhook(deps(), Buffer.isBuffer(request.body) ? request.body : undefined, request.headers['stripe-signature']));
    });
};
//# sourceMappingURL=billing.routes.js.map