import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  chartMonths,
  csvCell,
  csvRow,
  monthsBetween,
  reportRange,
  reportRangeQuerySchema,
  saleExportLine,
  salesCsvFileName,
} from './analytics.js';

describe('report periods', () => {
  it('this year runs from Jan 1 to today', () => {
    expect(reportRange('this_year', '2026-03-15')).toEqual({ from: '2026-01-01', to: '2026-03-15' });
  });
  it('last 12 months starts on the first of the month 11 months back, across a year boundary', () => {
    expect(reportRange('last_12_months', '2026-03-15')).toEqual({ from: '2025-04-01', to: '2026-03-15' });
    expect(reportRange('last_12_months', '2026-12-31')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });
  it('all time is open; custom keeps the given bounds', () => {
    expect(reportRange('all_time', '2026-03-15')).toEqual({ from: null, to: null });
    expect(reportRange('custom', '2026-03-15', { from: '2024-02-01', to: '' })).toEqual({
      from: '2024-02-01',
      to: null,
    });
  });
  it('month arithmetic', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-03', -26)).toBe('2024-01');
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-02', '2026-01')).toEqual([]);
  });
  it('chart months: 12 ending this month when open, the range when bounded', () => {
    const open = chartMonths({ from: null, to: null }, '2026-03-15');
    expect(open).toHaveLength(12);
    expect(open[0]).toBe('2025-04');
    expect(open.at(-1)).toBe('2026-03');
    expect(chartMonths({ from: '2026-01-01', to: '2026-03-15' }, '2026-06-01')).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(chartMonths({ from: '2000-01-01', to: null }, '2026-03-15')).toHaveLength(120);
  });
  it('validates the query', () => {
    expect(reportRangeQuerySchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
    const reversed = reportRangeQuerySchema.safeParse({ from: '2026-03-01', to: '2026-02-01' });
    expect(reversed.success ? '' : reversed.error.issues[0]!.message).toBe(
      'The start date must be on or before the end date',
    );
    expect(reportRangeQuerySchema.parse({ from: '', to: '2026-01-01' })).toEqual({ to: '2026-01-01' });
  });
});

describe('sales CSV cells', () => {
  it('neutralises formulas and quotes like papaparse', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('-1+2')).toBe("'-1+2");
    expect(csvCell(null)).toBe('');
    expect(csvRow(['a', 1, null])).toBe('a,1,\r\n');
  });
  it('leaves a plain cell as it is and treats edge spaces, quotes and formula starts by the rules', () => {
    expect(csvCell('Harbor at Dusk, No. 2')).toBe('"Harbor at Dusk, No. 2"');
    expect(csvCell('Galerie Nord')).toBe('Galerie Nord');
    expect(csvCell('')).toBe('');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell('padded\u00a0')).toBe('"padded\u00a0"');
    expect(csvCell('\tlead')).toBe("'\tlead");
    expect(csvCell('Ünïcödé — 東京')).toBe('Ünïcödé — 東京');
  });
  it('answers what the rules answer one by one, for any text', () => {
    // The rules as written before the plain-cell shortcut: the shortcut must never change a cell.
    const byRules = (value: string) => {
      if (/^-?\d+(\.\d+)?$/.test(value)) return value;
      const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
      return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
    };
    const tricky = fc.constantFrom(
      '=',
      '+',
      '-',
      '@',
      '\t',
      '\r',
      '\n',
      '"',
      ',',
      ' ',
      '\u00a0',
      '\u3000',
      '\ufeff',
      '1',
      '.',
      'a',
    );
    const text = fc.oneof(
      fc.string(),
      fc.array(tricky, { maxLength: 8 }).map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(text, (value) => csvCell(value) === byRules(value)),
      { numRuns: 5000 },
    );
  });
  it("writes a sale's export line as csvRow writes its cells", () => {
    const cents = fc.integer({ min: -10_000_000_000, max: 10_000_000_000 });
    const text = fc.oneof(fc.string(), fc.constantFrom('=SUM(A1)', 'Smith, "Jo"', ' edge ', '-12.50'));
    const sale = fc.record({
      sale_date: fc.constantFrom('2026-01-05', '1999-12-31'),
      artwork_title: text,
      buyer_name: fc.option(text),
      dealer_name: fc.option(text),
      sale_price_cents: cents,
      shipping_cost_cents: cents,
      commission_amount_cents: cents,
      net_amount_cents: cents,
      cost_to_create_cents: fc.option(cents),
      payment_status: fc.constantFrom('pending', 'paid'),
      payment_date: fc.option(fc.constantFrom('2026-02-01')),
    });
    const money = (c: number) => (c / 100).toFixed(2);
    fc.assert(
      fc.property(sale, (s) => {
        const cost = s.cost_to_create_cents;
        const cells = [s.sale_date, s.artwork_title, s.buyer_name, s.dealer_name]
          .concat(
            [s.sale_price_cents, s.shipping_cost_cents, s.commission_amount_cents, s.net_amount_cents].map(
              money,
            ),
          )
          .concat([cost === null ? '' : money(cost), money(s.net_amount_cents - (cost ?? 0))])
          .concat([s.payment_status, s.payment_date]);
        return saleExportLine(s) === csvRow(cells);
      }),
      { numRuns: 3000 },
    );
  });
  it('keeps the export line stored on every sale: a change here needs a migration that rewrites them', () => {
    // Stored lines are written by the server on each sale write; if this output changes, the sales already
    // stored keep the old line until a migration writes `sales.export_line` again from their columns.
    const line = saleExportLine({
      sale_date: '2026-03-04',
      artwork_title: '=Harbour, "at dusk"',
      buyer_name: null,
      dealer_name: 'Galerie Ève',
      sale_price_cents: 125_050,
      shipping_cost_cents: 0,
      commission_amount_cents: 50_020,
      net_amount_cents: 75_030,
      cost_to_create_cents: 80_000,
      payment_status: 'pending',
      payment_date: null,
    });
    expect(line).toBe(
      `2026-03-04,"'=Harbour, ""at dusk""",,Galerie Ève,1250.50,0.00,500.20,750.30,800.00,-49.70,pending,\r\n`,
    );
  });
  it('names the file after the range', () => {
    expect(salesCsvFileName({ from: '2026-01-01', to: '2026-03-15' }, '2026-03-15')).toBe(
      'sales-2026-01-01-2026-03-15.csv',
    );
    expect(salesCsvFileName({ from: null, to: null }, '2026-03-15')).toBe('sales-start-2026-03-15.csv');
  });
});
