import Stripe from 'stripe';
import { PLAN_IDS } from '@artledger/domain';
import { AppError } from '../../lib/app-error.js';
/** The SDK's host/port/protocol options from a base URL such as http://127.0.0.1:12111 (a local fake). */
export function sdkAddress(apiBase) {
    const url = new URL(apiBase);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}
export function createBilling(config) {
    const { secretKey, priceBasic, pricePro, webhookSecret, apiBase } = config.stripe;
    const prices = new Map();
    if (priceBasic)
        prices.set(PLAN_IDS.basic, priceBasic);
    if (pricePro)
        prices.set(PLAN_IDS.pro, pricePro);
    const configured = Boolean(secretKey && priceBasic && pricePro);
    const stripe = configured
        ? new Stripe(secretKey, {
            maxNetworkRetries: 1,
            timeout: 20_000,
            ...(apiBase ? sdkAddress(apiBase) : {}),
        })
        : undefined;
    return { stripe, webhookSecret, prices, publicUrl: config.publicUrl.replace(/\/+$/, '') };
}
export const notConfigured = () => new AppError('SERVICE_UNAVAILABLE', 'Stripe is not properly configured on this server, so paid plans are not available yet.');
/** The configured client, or the answer the subscription page turns into "not set up yet". */
export function requireStripe(billing) {
    if (!billing.stripe)
        throw notConfigured();
    return billing.stripe;
}
/** Runs a Stripe call; its failures become 502/504 answers a person can read, never a 500. */
export async function callStripe(what, call) {
    try {
        return await call();
    }
    catch (error) {
        if (error instanceof Stripe.errors.StripeConnectionError) {
            throw new AppError('UPSTREAM_TIMEOUT', `Could not reach Stripe to ${what}. Please try again.`);
        }
        if (error instanceof Stripe.errors.StripeError) {
            throw new AppError('UPSTREAM_ERROR', `Stripe could not ${what}: ${error.message}`);
        }
        throw error;
    }
}
//# sourceMappingURL=stripe-client.js.map