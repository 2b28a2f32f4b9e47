// Apart from money.ts: the schemas check decimals, and the web's signed-in screens use money.ts without them.

/** True when a number has at most two decimals (tolerating binary float noise). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}
