import type { Dealer } from '@artledger/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Route, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../../../app/app-routes';
import { createQueryClient } from '../../../lib/query-client';
import { mockApi } from '../../../test/fetch-mock';
import { renderWithApp, withUnsavedChangesGuard } from '../../../test/render';
import { FROM_DEALER_PAGE } from '../dealer-page-origin';
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

describe('DealerEditPage loading', () => {
  it("a dealer that fails to load raises the spec's toast and keeps the screen with Retry", async () => {
    mockApi({ 'GET /api/dealers/3': { status: 500, body: { error: 'boom', code: 'INTERNAL_ERROR' } } });
    renderWithApp(<DealerEditPage />, { route: '/dealers/3/edit', path: '/dealers/:id/edit' });
    expect(
      await screen.findByText('Failed to load dealer details', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Could not load this dealer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('a missing dealer is not found, without the load toast', async () => {
    mockApi({
      'GET /api/dealers/3': { status: 404, body: { error: 'Dealer not found', code: 'NOT_FOUND' } },
    });
    renderWithApp(<DealerEditPage />, { route: '/dealers/3/edit', path: '/dealers/:id/edit' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Dealer not found' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load dealer details')).not.toBeInTheDocument();
  });
});

// Opened from the dealer page's Edit Dealer link: the dealer page is the entry before the form.
function openFromDealerPage() {
  mockApi({
    'GET /api/dealers/3': { body: dealer },
    'PUT /api/dealers/3': { body: { success: true, dealer: { ...dealer, notes: 'Pays in 30 days' } } },
  });
  const routes = (
    <>
      <Route path="/dealers/:id" element={<h1>Dealer page</h1>} />
      <Route path="/dealers/:id/edit" element={<DealerEditPage />} />
    </>
  );
  const router = createMemoryRouter(buildRoutes(createQueryClient(), withUnsavedChangesGuard(routes)), {
    initialEntries: ['/dealers', '/dealers/3', { pathname: '/dealers/3/edit', state: FROM_DEALER_PAGE }],
    initialIndex: 2,
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('DealerEditPage in history', () => {
  it('saving goes back to the dealer page, so Back then leaves it instead of showing it again', async () => {
    const router = openFromDealerPage();
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Notes'), 'Pays in 30 days');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('heading', { name: 'Dealer page' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dealers'));
  });

  it('Cancel goes back to the dealer page, so Back then does not reopen the form', async () => {
    const router = openFromDealerPage();
    const user = userEvent.setup({ delay: null });
    await screen.findByLabelText('Notes');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Dealer page' })).toBeInTheDocument();
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dealers'));
  });

  it('saves once for two submits before the button renders disabled', async () => {
    openFromDealerPage();
    const { requests } = mockApi({
      'GET /api/dealers/3': { body: dealer },
      'PUT /api/dealers/3': { body: { success: true, dealer } },
    });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Notes'), 'Pays in 30 days');
    const form = screen.getByRole('form', { name: 'Edit dealer' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByRole('heading', { name: 'Dealer page' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });
});
