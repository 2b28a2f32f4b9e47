export { hasAtMostTwoDecimals } from './decimals.js';
/** Money travels as dollars (≤ 2 decimals) and is stored and computed as integer cents. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/**
 * Cents as a plain decimal with two places, as a spreadsheet reads it: -5 → "-0.05", 123456 → "1234.56".
 * Integer arithmetic, so it equals `(cents / 100).toFixed(2)` at a third of the cost, which counts when the
 * sales export writes six amounts for each of tens of thousands of sales.
 */
export function centsAsDecimal(cents: number): string {
  const negative = cents < 0;
  const magnitude = negative ? -cents : cents;
  const dollars = Math.floor(magnitude / 100);
  const rest = magnitude - dollars * 100;
  return `${negative ? '-' : ''}${dollars}.${rest < 10 ? '0' : ''}${rest}`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Cents as the app shows dollars: 123456 → "$1,234.56". */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

export function centsOrNull(dollars: number | null | undefined): number | null {
  return dollars === null || dollars === undefined ? null : toCents(dollars);
}

export function dollarsOrNull(cents: number | null | undefined): number | null {
  return cents === null || cents === undefined ? null : fromCents(Number(cents));
}

/** Commission rates (a percentage, or a flat fee in dollars) are stored ×100 as integers, like cents. */
export function rateToStored(rate: number): number {
  return Math.round(rate * 100);
}

export function rateFromStored(stored: number | string): number {
  return Number(stored) / 100;
}

/** Adds dollar amounts through cents, so 0.1 + 0.2 is 0.3. */
export function sumDollars(amounts: Iterable<number | null | undefined>): number {
  let cents = 0;
  for (const amount of amounts) cents += toCents(amount ?? 0);
  return fromCents(cents);
}

export type CommissionType = 'percentage' | 'flat_rate';

/**
 * Commission in cents. A percentage dealer takes price × rate / 100 (rounded to the cent); a flat-rate
 * dealer takes the rate as a dollar amount, never more than the price.
 */
export function commissionCents(priceCents: number, rate: number, type: CommissionType): number {
  if (type === 'flat_rate') return Math.min(toCents(rate), priceCents);
  return Math.round((priceCents * toCents(rate)) / 10_000);
}

export interface SaleFigures {
  commissionCents: number;
  netCents: number;
}

/** net = price − commission − shipping, so net + commission + shipping = price always holds. */
export function saleFigures(input: {
  priceCents: number;
  shippingCents: number;
  commission?: { rate: number; type: CommissionType };
}): SaleFigures {
  const commission = input.commission
    ? commissionCents(input.priceCents, input.commission.rate, input.commission.type)
    : 0;
  return { commissionCents: commission, netCents: input.priceCents - commission - input.shippingCents };
}

/** The consign dialog's preview: what the artist receives, floored at 0. */
export function youReceiveCents(priceCents: number, rate: number, type: CommissionType): number {
  return Math.max(0, priceCents - commissionCents(priceCents, rate, type));
}

/** Profit on a sale: net minus the cost to create (when known). */
export function profitCents(netCents: number, costToCreateCents: number | null | undefined): number {
  return netCents - (costToCreateCents ?? 0);
}
