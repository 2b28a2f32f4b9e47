import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsAsDecimal,
  commissionCents,
  formatCents,
  profitCents,
  rateFromStored,
  rateToStored,
  saleFigures,
  sumDollars,
  toCents,
  youReceiveCents,
} from './money.js';

describe('commission and net', () => {
  it('computes a percentage commission to the cent', () => {
    expect(commissionCents(toCents(1500), 40, 'percentage')).toBe(60_000);
    expect(commissionCents(toCents(99.99), 33.3, 'percentage')).toBe(3330); // 33.29667 → 33.30
    expect(commissionCents(toCents(10), 12.5, 'percentage')).toBe(125);
  });

  it('takes a flat rate as dollars, never above the price', () => {
    expect(commissionCents(toCents(1500), 250, 'flat_rate')).toBe(25_000);
    expect(commissionCents(toCents(100), 250, 'flat_rate')).toBe(10_000);
  });

  it('nets price minus commission minus shipping', () => {
    expect(
      saleFigures({
        priceCents: 150_000,
        shippingCents: 2_500,
        commission: { rate: 40, type: 'percentage' },
      }),
    ).toEqual({
      commissionCents: 60_000,
      netCents: 87_500,
    });
    expect(saleFigures({ priceCents: 150_000, shippingCents: 2_500 })).toEqual({
      commissionCents: 0,
      netCents: 147_500,
    });
  });

  it('previews "you receive" floored at 0 and profit after cost', () => {
    expect(youReceiveCents(10_000, 40, 'percentage')).toBe(6_000);
    expect(youReceiveCents(10_000, 150, 'flat_rate')).toBe(0);
    expect(profitCents(87_500, 20_000)).toBe(67_500);
    expect(profitCents(87_500, null)).toBe(87_500);
  });

  const price = fc.integer({ min: 0, max: 10_000_000_00 });
  const shipping = fc.integer({ min: 0, max: 1_000_000 });
  const percentage = fc.integer({ min: 0, max: 1000 }).map((tenths) => tenths / 10);
  const flat = fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100);

  it('net + commission + shipping = price for any percentage sale', () => {
    fc.assert(
      fc.property(price, shipping, percentage, (p, s, rate) => {
        const { commissionCents: c, netCents: n } = saleFigures({
          priceCents: p,
          shippingCents: s,
          commission: { rate, type: 'percentage' },
        });
        expect(Number.isInteger(c) && Number.isInteger(n)).toBe(true);
        expect(n + c + s).toBe(p);
        expect(c).toBeGreaterThanOrEqual(0);
        expect(c).toBeLessThanOrEqual(p);
      }),
    );
  });

  it('net + commission + shipping = price for any flat-rate sale', () => {
    fc.assert(
      fc.property(price, shipping, flat, (p, s, rate) => {
        const { commissionCents: c, netCents: n } = saleFigures({
          priceCents: p,
          shippingCents: s,
          commission: { rate, type: 'flat_rate' },
        });
        expect(n + c + s).toBe(p);
        expect(c).toBe(Math.min(toCents(rate), p));
      }),
    );
  });

  it('"you receive" is never negative and never above the price', () => {
    fc.assert(
      fc.property(
        price,
        fc.oneof(
          percentage.map((r) => ['percentage', r] as const),
          flat.map((r) => ['flat_rate', r] as const),
        ),
        (p, [type, rate]) => {
          const receive = youReceiveCents(p, rate, type);
          expect(receive).toBeGreaterThanOrEqual(0);
          expect(receive).toBeLessThanOrEqual(p);
        },
      ),
    );
  });
});

describe('rates, sums and display', () => {
  it('stores rates ×100 and reads them back', () => {
    expect(rateToStored(35.5)).toBe(3550);
    expect(rateToStored(0.1 + 0.2)).toBe(30);
    expect(rateFromStored(3550)).toBe(35.5);
    expect(rateFromStored('1250')).toBe(12.5);
  });

  it('adds dollars through cents and formats cents as dollars', () => {
    expect(sumDollars([0.1, 0.2, null, undefined])).toBe(0.3);
    expect(sumDollars([])).toBe(0);
    expect(formatCents(210030)).toBe('$2,100.30');
    expect(formatCents(0)).toBe('$0.00');
  });

  it('writes cents as a plain two-place decimal, as toFixed(2) does', () => {
    expect(centsAsDecimal(123456)).toBe('1234.56');
    expect(centsAsDecimal(5)).toBe('0.05');
    expect(centsAsDecimal(-5)).toBe('-0.05');
    expect(centsAsDecimal(-100)).toBe('-1.00');
    expect(centsAsDecimal(0)).toBe('0.00');
    expect(centsAsDecimal(-0)).toBe('0.00');
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        (cents) => centsAsDecimal(cents) === (cents / 100).toFixed(2),
      ),
      { numRuns: 5000 },
    );
  });
});
