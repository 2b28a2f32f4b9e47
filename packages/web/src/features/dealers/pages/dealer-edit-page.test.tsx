import type { Dealer } from '@artledger/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { DealerEditPage } from './dealer-edit-page';

const dealer: Dealer = {
  id: 3,
  user_id: 7,
  name: 'Galerie Nord',
  company_name: null,
  email: null,
  phone: null,
  address: null,
  city: null,
  state: null,
  zip_code: null,
  country: null,
  website: null,
  commission_rate: 150,
  commission_type: 'flat_rate',
  payment_terms: null,
  contact_person: null,
  notes: null,
  relationship_type: 'gallery',
  preferred_contact_method: 'email',
  specialties: [],
  status: 'active',
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
};

async function saveWith(reply: { status: number; body: unknown }) {
  mockApi({ 'GET /api/dealers/3': { body: dealer }, 'PUT /api/dealers/3': reply });
  const user = userEvent.setup({ delay: null });
  renderWithApp(<DealerEditPage />, { route: '/dealers/3/edit', path: '/dealers/:id/edit' });
  const notes = await screen.findByLabelText('Notes');
  await user.type(notes, 'Pays in 30 days');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
}

describe('DealerEditPage saving', () => {
  it("a refusal the artist can act on (409) shows the server's words", async () => {
    const error = 'Galerie Nord holds 2 consigned works on flat-rate terms: end or sell them first';
    await saveWith({ status: 409, body: { error, code: 'CONFLICT' } });
    expect(await screen.findByText(error)).toBeInTheDocument();
  });

  it("any other failure shows the spec's 'Failed to update dealer'", async () => {
    await saveWith({
      status: 500,
      body: { error: 'Something went wrong on our side', code: 'INTERNAL_ERROR' },
    });
    expect(await screen.findByText('Failed to update dealer')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong on our side')).not.toBeInTheDocument();
  });
});
