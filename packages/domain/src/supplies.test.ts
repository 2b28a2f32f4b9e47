import { describe, expect, it } from 'vitest';
import {
  SUPPLY_CATEGORIES,
  SUPPLY_OPTIONS,
  quantityAfter,
  stockLevel,
  supplyInputSchema,
  supplyUpdateSchema,
  transactionInputSchema,
} from './supplies.js';

function firstError(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error!.issues[0]!.message;
}

describe('supply options', () => {
  it('gives every category labels; the spec lists fixed choices for all but other', () => {
    for (const category of SUPPLY_CATEGORIES) {
      const options = SUPPLY_OPTIONS[category];
      expect(options.sizeLabel).toBeTruthy();
      expect(options.typeLabel).toBeTruthy();
      expect(options.sizes.length > 0).toBe(category !== 'other');
    }
    expect(SUPPLY_OPTIONS.brush.sizes[0]).toBe('000');
    expect(SUPPLY_OPTIONS.paint.sizes).toEqual(SUPPLY_OPTIONS.medium.sizes);
    expect(SUPPLY_OPTIONS.canvas.sizes[0]).toBe('4x5"');
    expect(SUPPLY_OPTIONS.canvas.sizes.at(-2)).toBe('48x60"');
    expect(SUPPLY_OPTIONS.canvas.sizes.at(-1)).toBe('Custom');
    expect(SUPPLY_CATEGORIES.filter((c) => SUPPLY_OPTIONS[c].showColor)).toEqual(['paint', 'other']);
  });
});

describe('supplyInputSchema', () => {
  it('fills defaults', () => {
    const parsed = supplyInputSchema.parse({
      category: 'paint',
      name: ' Ultramarine ',
      quantity: '',
      unit_price: '',
    });
    expect(parsed).toMatchObject({
      name: 'Ultramarine',
      color: '#000000',
      quantity: 0,
      unit_price: 0,
    });
  });

  it('accepts options from the category and free text for other', () => {
    expect(
      supplyInputSchema.safeParse({ category: 'brush', name: 'B', size: '000', type: 'Filbert' }).success,
    ).toBe(true);
    expect(
      supplyInputSchema.safeParse({ category: 'other', name: 'O', size: 'anything', type: 'whatever' })
        .success,
    ).toBe(true);
  });

  it.each([
    [{ name: 'X' }, 'Please choose a category'],
    [{ category: 'glue', name: 'X' }, 'Please choose a category'],
    [{ category: 'paint', name: '  ' }, 'Name is required'],
    [{ category: 'paint', name: 'X', quantity: -1 }, 'Quantity must be a whole number of at least 0'],
    [{ category: 'paint', name: 'X', quantity: 1.5 }, 'Quantity must be a whole number of at least 0'],
    [{ category: 'paint', name: 'X', quantity: 'abc' }, 'Quantity must be a whole number of at least 0'],
    [{ category: 'paint', name: 'X', unit_price: -0.01 }, 'Unit price must be a number of at least 0'],
    [{ category: 'paint', name: 'X', unit_price: 1.234 }, 'Use at most two decimals for the unit price'],
    [{ category: 'paint', name: 'X', purchase_link: 'ftp://x.example' }, 'Purchase link must be a valid URL'],
    [{ category: 'paint', name: 'X', purchase_link: 'not a url' }, 'Purchase link must be a valid URL'],
    [{ category: 'paint', name: 'X', color: 'red' }, 'Color must be a hex colour like #000000'],
    [{ category: 'paint', name: 'X', color: '#abc' }, 'Color must be a hex colour like #000000'],
    [{ category: 'brush', name: 'X', size: '7' }, 'Please choose a valid brush size'],
    [{ category: 'paint', name: 'X', type: 'Crayon' }, 'Please choose a valid paint type'],
  ])('%o → %s', (input, message) => {
    expect(firstError(supplyInputSchema.safeParse(input))).toBe(message);
  });
});

describe('transactionInputSchema', () => {
  it('defaults the unit price to 0', () => {
    expect(transactionInputSchema.parse({ transaction_type: 'usage', quantity: '2' })).toMatchObject({
      quantity: 2,
      unit_price: 0,
    });
  });
  it.each([
    [{ quantity: 1 }, 'Please choose a transaction type'],
    [{ transaction_type: 'gift', quantity: 1 }, 'Please choose a transaction type'],
    [{ transaction_type: 'usage' }, 'Quantity is required'],
    [{ transaction_type: 'usage', quantity: 0 }, 'Quantity must be a whole number of at least 1'],
    [{ transaction_type: 'usage', quantity: 1, unit_price: -1 }, 'Unit price must be a number of at least 0'],
  ])('%o → %s', (input, message) => {
    expect(firstError(transactionInputSchema.safeParse(input))).toBe(message);
  });
});

describe('supply text and numbers are checked like every other field', () => {
  it.each([
    [{ name: 'bad\u0000name' }, 'Name cannot contain control characters'],
    [{ name: 'tab\tname' }, 'Name must be on one line (no tabs or line breaks)'],
    [{ name: 'line\nbreak' }, 'Name must be on one line (no tabs or line breaks)'],
    [{ name: 'bell\u0007' }, 'Name cannot contain control characters'],
    [{ brand: 'B\u0000' }, 'Brand cannot contain control characters'],
    [{ supplier: 'S\u007f' }, 'Supplier cannot contain control characters'],
    [{ size: 'a\u0000' }, 'Size cannot contain control characters'],
    [{ notes: 'n\u0000' }, 'Notes cannot contain control characters'],
    [{ description: 'd\u0000' }, 'Description cannot contain control characters'],
    [{ purchase_link: 'https://shop.example/a\u0000b' }, 'Purchase link cannot contain control characters'],
    [
      { purchase_link: 'https://shop.example/a\tb' },
      'Purchase link must be on one line (no tabs or line breaks)',
    ],
    [{ quantity: '0x10' }, 'Quantity must be a whole number of at least 0'],
    [{ quantity: ' 0b11 ' }, 'Quantity must be a whole number of at least 0'],
    [{ quantity: '1e2' }, 'Quantity must be a whole number of at least 0'],
    [{ unit_price: '0o7' }, 'Unit price must be a number of at least 0'],
    [{ unit_price: '1e2' }, 'Unit price must be a number of at least 0'],
    [{ unit_price: 'Infinity' }, 'Unit price must be a number of at least 0'],
  ])('add and edit: %o → %s', (fields, message) => {
    expect(firstError(supplyInputSchema.safeParse({ category: 'other', name: 'X', ...fields }))).toBe(
      message,
    );
    expect(firstError(supplyUpdateSchema.safeParse(fields))).toBe(message);
  });

  it('multi-line notes and description keep their line breaks', () => {
    const parsed = supplyInputSchema.parse({
      category: 'paint',
      name: 'X',
      notes: 'a\nb',
      description: 'c\td',
    });
    expect(parsed).toMatchObject({ notes: 'a\nb', description: 'c\td' });
  });

  it.each(['0x10', '1e3', ' 0b11 ', '0o7'])('a transaction quantity of %j is refused', (quantity) => {
    expect(firstError(transactionInputSchema.safeParse({ transaction_type: 'purchase', quantity }))).toBe(
      'Quantity must be a whole number of at least 1',
    );
  });
});

describe('supplyUpdateSchema', () => {
  it('leaves omitted fields out, clears given blanks', () => {
    expect(supplyUpdateSchema.parse({ name: ' Red renamed ' })).toEqual({ name: 'Red renamed' });
    expect(
      supplyUpdateSchema.parse({ brand: '', notes: null, quantity: '', unit_price: null, color: '' }),
    ).toEqual({ brand: null, notes: null, quantity: 0, unit_price: 0, color: '#000000' });
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ name: null }, 'Name is required'],
    [{ category: '' }, 'Please choose a category'],
    [{ category: 'glue' }, 'Please choose a category'],
    [{ quantity: -1 }, 'Quantity must be a whole number of at least 0'],
  ])('%o → %s', (input, message) => {
    expect(firstError(supplyUpdateSchema.safeParse(input))).toBe(message);
  });
});

describe('stock arithmetic', () => {
  it('adds, subtracts, sets, refuses overdraw', () => {
    expect(quantityAfter(3, 'purchase', 2)).toBe(5);
    expect(quantityAfter(3, 'usage', 3)).toBe(0);
    expect(quantityAfter(3, 'usage', 4)).toBeNull();
    expect(quantityAfter(3, 'adjustment', 9)).toBe(9);
  });
  it('colours the badge by level', () => {
    expect([0, 1, 2, 3].map(stockLevel)).toEqual(['out', 'low', 'low', 'ok']);
  });
});
