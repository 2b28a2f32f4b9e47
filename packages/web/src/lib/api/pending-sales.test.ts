import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { fetchOutstandingPaymentCount, formatBadgeCount } from './pending-sales';

describe('outstanding payments badge', () => {
  it('shows the count, and 99+ above 99', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
  });

  it('counts only pending sales that have a dealer', async () => {
    const { requests } = mockApi({
      'GET /api/sales': { body: [{ dealer_id: 3 }, { dealer_id: null }, { dealer_id: 5 }] },
    });
    await expect(fetchOutstandingPaymentCount()).resolves.toBe(2);
    expect(requests[0]!.search).toBe('?payment_status=pending');
  });

  it('reports a failure instead of hiding it now that the route exists', async () => {
    mockApi({});
    await expect(fetchOutstandingPaymentCount()).rejects.toMatchObject({ status: 404 });
  });
});
