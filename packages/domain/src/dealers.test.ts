import { describe, expect, it } from 'vitest';
import { COMMISSION_RATE_MESSAGE } from './consignments.js';
import {
  PERCENTAGE_DECIMALS_MESSAGE,
  PERCENTAGE_MAX_MESSAGE,
  commissionProblem,
  dealerCreateSchema,
  dealerEditSchema,
  dealerUpdateSchema,
  hasAtMostOneDecimal,
} from './dealers.js';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : result.error!.issues.map((issue) => issue.message);
}

describe('dealer commission', () => {
  it('takes a percentage with at most one decimal, up to 100', () => {
    for (const rate of [0, 12.5, 33.3, 100, '35.5', '']) {
      expect(
        messages(dealerCreateSchema.safeParse({ name: 'P', commission_rate: rate })),
        String(rate),
      ).toEqual([]);
    }
    expect(messages(dealerCreateSchema.safeParse({ name: 'P', commission_rate: 33.33 }))).toEqual([
      PERCENTAGE_DECIMALS_MESSAGE,
    ]);
    expect(
      messages(
        dealerCreateSchema.safeParse({ name: 'P', commission_type: 'percentage', commission_rate: '0.05' }),
      ),
    ).toEqual([PERCENTAGE_DECIMALS_MESSAGE]);
    expect(messages(dealerCreateSchema.safeParse({ name: 'P', commission_rate: 100.1 }))).toEqual([
      PERCENTAGE_MAX_MESSAGE,
    ]);
  });

  it('takes a flat rate as money: above 100 and with two decimals', () => {
    const flat = (commission_rate: unknown) =>
      messages(dealerCreateSchema.safeParse({ name: 'F', commission_type: 'flat_rate', commission_rate }));
    expect(flat(500)).toEqual([]);
    expect(flat(12.25)).toEqual([]);
    expect(flat(12.255)).toEqual(['Use at most two decimals for the commission rate']);
  });

  it('leaves a field the update body omits to the server, which knows the stored value', () => {
    // A flat-rate dealer's $150 is not a percentage: without a type the body alone cannot say.
    expect(messages(dealerUpdateSchema.safeParse({ name: 'F', commission_rate: 150 }))).toEqual([]);
    expect(
      messages(
        dealerUpdateSchema.safeParse({ name: 'F', commission_type: 'percentage', commission_rate: 150 }),
      ),
    ).toEqual([PERCENTAGE_MAX_MESSAGE]);
  });

  it('checks an edit against the dealer it edits: a type switch reads the stored rate', () => {
    const flat500 = dealerEditSchema({ commission_rate: 500, commission_type: 'flat_rate' });
    expect(messages(flat500.safeParse({ name: 'F', commission_type: 'percentage' }))).toEqual([
      PERCENTAGE_MAX_MESSAGE,
    ]);
    expect(messages(flat500.safeParse({ name: 'F', commission_rate: 150 }))).toEqual([]);
    expect(
      messages(flat500.safeParse({ name: 'F', commission_type: 'percentage', commission_rate: 50 })),
    ).toEqual([]);
    const flatCents = dealerEditSchema({ commission_rate: 12.25, commission_type: 'flat_rate' });
    expect(messages(flatCents.safeParse({ name: 'F', commission_type: 'percentage' }))).toEqual([
      PERCENTAGE_DECIMALS_MESSAGE,
    ]);
  });

  it('keeps a percentage saved with two decimals before the rule, but refuses a new one', () => {
    const legacy = { commission_rate: 33.33, commission_type: 'percentage' } as const;
    expect(commissionProblem(legacy, legacy)).toBeUndefined();
    expect(commissionProblem({ ...legacy, commission_rate: 33.34 }, legacy)).toBe(
      PERCENTAGE_DECIMALS_MESSAGE,
    );
    expect(commissionProblem(legacy)).toBe(PERCENTAGE_DECIMALS_MESSAGE);
    const edit = dealerEditSchema(legacy);
    expect(
      messages(edit.safeParse({ name: 'Renamed', commission_type: 'percentage', commission_rate: '33.33' })),
    ).toEqual([]);
    // Above 100 is refused even when stored: every sale through the dealer would lose money.
    const broken = { commission_rate: 500, commission_type: 'percentage' } as const;
    expect(commissionProblem(broken, broken)).toBe(PERCENTAGE_MAX_MESSAGE);
  });

  it("answers a consignment's rate with the consignment's message above 100, and the same decimals rule", () => {
    const legacy = { commission_rate: 33.33, commission_type: 'percentage' } as const;
    const over = { commission_rate: 120, commission_type: 'percentage' } as const;
    expect(commissionProblem(over, over, COMMISSION_RATE_MESSAGE)).toBe(
      'Commission rate must be between 0 and 100',
    );
    expect(commissionProblem(over, undefined, COMMISSION_RATE_MESSAGE)).toBe(COMMISSION_RATE_MESSAGE);
    expect(commissionProblem(legacy, legacy, COMMISSION_RATE_MESSAGE)).toBeUndefined();
    expect(commissionProblem(legacy, undefined, COMMISSION_RATE_MESSAGE)).toBe(PERCENTAGE_DECIMALS_MESSAGE);
    expect(
      commissionProblem(
        { commission_rate: 120, commission_type: 'flat_rate' },
        undefined,
        COMMISSION_RATE_MESSAGE,
      ),
    ).toBeUndefined();
  });

  it('counts decimals despite binary float noise', () => {
    expect([0.1 + 0.2, 12.3, 99.9, 1e6].every(hasAtMostOneDecimal)).toBe(true);
    expect([0.05, 33.33, 12.25].some(hasAtMostOneDecimal)).toBe(false);
  });
});
