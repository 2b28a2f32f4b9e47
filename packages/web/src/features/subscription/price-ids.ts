/**
 * The provider's fixed price identifiers for the paid plans. The server maps planId to its own configured
 * price (STRIPE_PRICE_BASIC / STRIPE_PRICE_PRO) and must not trust this value; it is sent because the
 * checkout call's contract names it.
 */
export const STRIPE_PRICE_IDS: Record<number, string> = {
  2: 'price_basic_monthly',
  3: 'price_pro_monthly',
};
