import { describe, expect, it } from 'vitest';
import { nextPageOffset, pageItems } from './list-pages';

const page = (length: number, total: number | null) => ({
  items: Array.from({ length }, (_, i) => i),
  total,
});

describe('nextPageOffset', () => {
  it('starts after the rows loaded while the count says more are there', () => {
    expect(nextPageOffset([page(24, 50)], 24)).toBe(24);
    expect(nextPageOffset([page(24, 50), page(24, 50)], 24)).toBe(48);
  });

  it('ends the list when the count is reached, even on a full page', () => {
    expect(nextPageOffset([page(24, 24)], 24)).toBeUndefined();
    expect(nextPageOffset([page(24, 48), page(24, 48)], 24)).toBeUndefined();
    expect(nextPageOffset([page(0, 0)], 24)).toBeUndefined();
  });

  it('follows rows removed from the cache: a shorter page still has a next one when the count says so', () => {
    expect(nextPageOffset([page(23, 40)], 24)).toBe(23);
  });

  it('ends at a short page when the answer carried no count', () => {
    expect(nextPageOffset([page(24, null)], 24)).toBe(24);
    expect(nextPageOffset([page(24, null), page(3, null)], 24)).toBeUndefined();
  });
});

describe('pageItems', () => {
  it('joins the pages in order', () => {
    expect(
      pageItems({
        pages: [
          { items: [1, 2], total: 3 },
          { items: [3], total: 3 },
        ],
        pageParams: [0, 2],
      }),
    ).toEqual([1, 2, 3]);
  });
});
