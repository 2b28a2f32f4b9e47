import type { Consignment } from '@artledger/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { ConsignmentsSection } from './consignments-section';

const consignment = (overrides: Partial<Consignment>): Consignment => ({
  id: 1,
  artwork_id: 10,
  artwork_title: 'Deep Portrait No. 20',
  artwork_status: 'available',
  primary_image: null,
  dealer_id: 3,
  dealer_name: 'Galerie Nord',
  dealer_company: null,
  commission_type: 'percentage',
  consignment_date: '2026-05-04',
  expected_return_date: null,
  consignment_price: null,
  commission_rate: 40,
  contract_terms: null,
  notes: null,
  status: 'consigned',
  actual_return_date: null,
  return_notes: null,
  condition_on_return: null,
  created_at: '2026-05-04T10:00:00.000Z',
  updated_at: '2026-05-04T10:00:00.000Z',
  ...overrides,
});

describe('ConsignmentsSection', () => {
  it('a consignment without a price shows a dash, not "$0.00"; one with a price shows what the artist receives', () => {
    mockApi({});
    renderWithApp(
      <ConsignmentsSection
        consignments={[
          consignment({}),
          consignment({ id: 2, artwork_title: 'Salt Flats', consignment_price: 1000 }),
        ]}
        dealerName="Galerie Nord"
        more={{ hasMore: false, loading: false, load: () => {} }}
      />,
    );
    const [unpriced, priced] = screen.getAllByText(/^Price /).map((p) => p.textContent);
    expect(unpriced).toBe('Price — · Commission 40% · You receive —');
    expect(priced).toBe('Price $1,000.00 · Commission 40% · You receive $600.00');
    expect(screen.queryByText(/\$0\.00/)).not.toBeInTheDocument();
  });
});
