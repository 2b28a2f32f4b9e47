import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { fetchOutstandingPaymentCount, formatBadgeCount } from './pending-sales';

describe('outstanding payments badge', () => {
  it('shows the count, and 99+ above 99', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
  });

  it('reads the count from the summary endpoint instead of downloading every pending sale', async () => {
    const { requests } = mockApi({
      'GET /api/sales/pending-summary': { body: { count: 2, total: 900.3 } },
    });
    await expect(fetchOutstandingPaymentCount()).resolves.toBe(2);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.path).toBe('/api/sales/pending-summary');
  });

  it('reports a failure instead of hiding it now that the route exists', async () => {
    mockApi({});
    await expect(fetchOutstandingPaymentCount()).rejects.toMatchObject({ status: 404 });
  });
});
