import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { OutstandingPayments } from './outstanding-payments';

const sale = (id: number) => ({
  id,
  artwork_title: `Study ${id}`,
  dealer_name: 'Galerie Nord',
  sale_date: '2026-11-27',
  net_amount: 100,
  payment_status: 'pending',
});

describe('OutstandingPayments', () => {
  it('counts the unpaid sales beyond the first three with thousands separators', async () => {
    mockApi({
      'GET /api/sales': { body: [sale(1), sale(2), sale(3)] },
      'GET /api/sales/pending-summary': { body: { count: 4776, total: 36_585_818.09 } },
    });
    renderWithApp(<OutstandingPayments />);
    // The huge account read "+4773 more unpaid sales".
    expect(await screen.findByText('+4,773 more unpaid sales')).toBeInTheDocument();
    expect(screen.getByText('$36,585,818.09')).toBeInTheDocument();
  });
});
