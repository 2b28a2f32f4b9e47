import { describe, expect, it } from 'vitest';
import { clearableText, idParamSchema, optionalText } from './common.js';
import { money, pastDate, required, text } from './fields.js';

describe('text fields refuse control characters', () => {
  it.each(['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f'])(
    'U+%s anywhere in one-line or multi-line text',
    (char) => {
      const title = required(200, 'Title').safeParse(`Blue${char}Hour`);
      expect(title.success).toBe(false);
      expect(title.error?.issues[0]?.message).toBe('Title cannot contain control characters');
      expect(text(undefined, 5000, 'Notes').safeParse(`a${char}b`).success).toBe(false);
    },
  );

  it('tabs and line breaks only in multi-line text', () => {
    expect(text(undefined, 5000, 'Notes').parse('line one\r\nline\ttwo')).toBe('line one\r\nline\ttwo');
    expect(text(undefined, 200, 'City').safeParse('Paris\nFrance').error?.issues[0]?.message).toBe(
      'City must be on one line (no tabs or line breaks)',
    );
    // Surrounding whitespace is trimmed, not refused.
    expect(required(200, 'Title').parse('\n Blue Hour \t')).toBe('Blue Hour');
  });

  it('keeps accents, emoji and right-to-left text', () => {
    expect(required(200, 'Title').parse('Été à Zürich 🎨 שלום')).toBe('Été à Zürich 🎨 שלום');
  });
});

describe('numbers from text are plain decimals', () => {
  const price = money(undefined, 'Price must be a positive number');
  it.each(['0x10', '1e3', ' 12 ', 'Infinity', '-Infinity', '12abc', '1_000', '0b1', '+5'])(
    'refuses "%s"',
    (v) => {
      expect(price.safeParse(v).error?.issues[0]?.message).toBe('Price must be a positive number');
    },
  );
  it.each([
    ['12', 12],
    ['12.5', 12.5],
    ['.5', 0.5],
    ['0', 0],
  ])('reads "%s" as %d', (v, n) => {
    expect(price.parse(v)).toBe(n);
  });
  it('ids in paths too', () => {
    expect(idParamSchema.safeParse({ id: '0x10' }).success).toBe(false);
    expect(idParamSchema.safeParse({ id: '1e3' }).success).toBe(false);
    expect(idParamSchema.parse({ id: '16' })).toEqual({ id: 16 });
  });
});

describe('pastDate', () => {
  it('allows tomorrow at most, by default in UTC', () => {
    const schema = pastDate('Payment date');
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    expect(schema.safeParse(day(1)).success).toBe(true);
    expect(schema.safeParse(day(2)).error?.issues[0]?.message).toBe('Payment date cannot be in the future');
    expect(schema.safeParse('2026-02-30').error?.issues[0]?.message).toBe(
      'Payment date must be a valid date',
    );
  });
});

describe('optional and clearable text', () => {
  it('share their messages and differ only in what empty means', () => {
    for (const schema of [optionalText(5, 'Phone'), clearableText(5, 'Phone')]) {
      expect(schema.safeParse('123456').error?.issues[0]?.message).toBe('Phone must be at most 5 characters');
      expect(schema.safeParse(12).error?.issues[0]?.message).toBe('Phone must be text');
      expect(schema.safeParse('1\n2').error?.issues[0]?.message).toBe(
        'Phone must be on one line (no tabs or line breaks)',
      );
      expect(schema.parse(' 123 ')).toBe('123');
    }
    expect(optionalText(5, 'Phone').parse('  ')).toBeUndefined();
    expect(clearableText(5, 'Phone').parse('  ')).toBeNull();
    expect(clearableText(5, 'Phone').parse(undefined)).toBeUndefined();
    expect(clearableText(2000, 'Bio').parse('a\nb')).toBe('a\nb');
  });
});
