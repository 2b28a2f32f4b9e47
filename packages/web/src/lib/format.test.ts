import { format } from 'date-fns/format';
import { parse } from 'date-fns/parse';
import { describe, expect, it } from 'vitest';
import { formatDate, formatMonth, formatShortDate } from './format';
import { localToday } from './local-date';

describe('date formats', () => {
  it('write a calendar day as the screens show it', () => {
    expect(formatDate('2026-11-29')).toBe('November 29, 2026');
    expect(formatShortDate('2026-09-05')).toBe('Sep 5, 2026');
    expect(formatDate(new Date(2024, 1, 29))).toBe('February 29, 2024');
  });

  it("answer what date-fns' format gave, on every day of a year and for timestamps", () => {
    const days: (string | Date)[] = [];
    for (
      let day = new Date(2025, 0, 1);
      day.getFullYear() === 2025;
      day = new Date(day.getTime() + 86_400_000)
    ) {
      days.push(format(day, 'yyyy-MM-dd'));
    }
    days.push('2026-11-29T23:30:00.000Z', '1999-12-31T00:00:00', new Date(1987, 6, 4, 12));
    for (const day of days) {
      const date = typeof day === 'string' ? new Date(day.length === 10 ? `${day}T00:00:00` : day) : day;
      expect(formatDate(day)).toBe(format(date, 'MMMM d, yyyy'));
      expect(formatShortDate(day)).toBe(format(date, 'MMM d, yyyy'));
    }
  });

  it("label a month as date-fns' format gave it, and leave an unreadable one as it came", () => {
    for (const month of ['2026-01', '2026-09', '2026-12', '1999-12', '2000-02']) {
      expect(formatMonth(month)).toBe(format(parse(month, 'yyyy-MM', new Date()), 'MMM yy'));
    }
    expect(formatMonth('2026-11')).toBe('Nov 26');
    expect(formatMonth('soon')).toBe('soon');
  });

  it('answer the fallback for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined, '—')).toBe('—');
    expect(formatShortDate('not a date', 'Unknown')).toBe('Unknown');
    expect(formatDate('2026-13-40', '—')).toBe('—');
  });

  it("gives today's local calendar day as yyyy-MM-dd", () => {
    expect(localToday()).toBe(format(new Date(), 'yyyy-MM-dd'));
  });
});
