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
  it('names the file after the range', () => {
    expect(salesCsvFileName({ from: '2026-01-01', to: '2026-03-15' }, '2026-03-15')).toBe(
      'sales-2026-01-01-2026-03-15.csv',
    );
    expect(salesCsvFileName({ from: null, to: null }, '2026-03-15')).toBe('sales-start-2026-03-15.csv');
  });
});
