import type { Artwork } from '@artledger/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser, renderWithApp, storeSession } from '../../../test/render';
import { ArtworkEditForm } from './artwork-edit-form';
import { DetailsSection } from './artwork-sections';

const base: Artwork = {
  id: 3,
  title: 'Dock',
  description: null,
  category_id: null,
  category_name: null,
  series_id: null,
  series_name: null,
  medium: 'Oil painting',
  dimensions_width: null,
  dimensions_height: null,
  dimensions_depth: null,
  dimensions_unit: 'inches',
  year_created: null,
  status: 'available',
  location: null,
  price: 100,
  cost_to_create: null,
  insurance_value: null,
  is_original: true,
  edition_number: null,
  total_editions: null,
  tags: null,
  notes: null,
  condition_notes: null,
  primary_image: null,
  image_count: 0,
  images: [],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  consignment: null,
  sale: null,
};

function statusOptions(artwork: Artwork): string[] {
  storeSession(makeUser());
  renderWithApp(<ArtworkEditForm artwork={artwork} onDone={() => undefined} />);
  const select = screen.getByLabelText('Status');
  return within(select)
    .getAllByRole('option')
    .map((o) => o.textContent ?? '');
}

describe('ArtworkEditForm status', () => {
  it('offers every status but Sold for a work in the studio, and points at Mark as Sold', () => {
    const options = statusOptions(base);
    expect(options).toHaveLength(6);
    expect(options).not.toContain('Sold');
    expect(screen.getByText('Use Mark as Sold to sell this artwork.')).toBeInTheDocument();
  });

  it('offers only the current status while a dealer holds the work', () => {
    const options = statusOptions({
      ...base,
      consignment: {
        id: 1,
        dealer_id: 2,
        dealer_name: 'Galerie Nord',
        dealer_company: null,
        consignment_price: null,
        commission_rate: 40,
        commission_type: 'percentage',
        consignment_date: '2026-01-02',
      },
    });
    expect(options).toHaveLength(1);
    expect(
      screen.getByText('Consigned to Galerie Nord: end the consignment to change the status.'),
    ).toBeInTheDocument();
  });

  it('keeps a sold work sold', () => {
    expect(statusOptions({ ...base, status: 'sold' })).toEqual(['Sold']);
    expect(screen.getByText('A sold artwork keeps its status.')).toBeInTheDocument();
  });
});

describe('ArtworkEditForm creation date recorded as a year', () => {
  it('saves another field without touching the year, and says what is recorded', async () => {
    storeSession(makeUser());
    const api = mockApi({
      'GET /api/users/profile': { body: makeUser() },
      'PUT /api/artworks/3': { body: { artwork: { ...base, year_created: '2024', location: 'Shelf B' } } },
    });
    const onDone = vi.fn();
    renderWithApp(<ArtworkEditForm artwork={{ ...base, year_created: '2024' }} onDone={onDone} />);
    expect(screen.getByText('Recorded as 2024; pick a date to replace it.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Location'), 'Shelf B');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(screen.queryByText('Please enter a valid date')).not.toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({ location: 'Shelf B' });
  });
});

describe('DetailsSection creation date', () => {
  it('shows a year alone as the year, not as the 1st of January', () => {
    render(<DetailsSection artwork={{ ...base, year_created: '2024' }} />);
    expect(screen.getByText('2024')).toBeInTheDocument();
    expect(screen.queryByText('January 1, 2024')).not.toBeInTheDocument();
  });
});
