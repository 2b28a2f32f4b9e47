/** Money travels as dollars (≤ 2 decimals) and is stored and computed as integer cents. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

export function centsOrNull(dollars: number | null | undefined): number | null {
  return dollars === null || dollars === undefined ? null : toCents(dollars);
}

export function dollarsOrNull(cents: number | null | undefined): number | null {
  return cents === null || cents === undefined ? null : fromCents(Number(cents));
}

/** True when a number has at most two decimals (tolerating binary float noise). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}
