import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser, renderWithApp, storeSession } from '../../../test/render';
import { GalleryPage } from './gallery-page';

const SOLD = { total_sold: 30000, net_revenue: 1500000, average_net_sale: 50 };

/** A gallery summary with these tab counts and no dealer sections. */
function summaryWith(active_count: number, sold_count: number) {
  return { active_count, sold_count, studio: { count: 0, total_value: 0 }, dealers: [], sold: SOLD };
}

describe('GalleryPage tab counts', () => {
  it('counts the sold tab without the active tab’s status filter, as its list is', async () => {
    storeSession(makeUser());
    const api = mockApi({
      'GET /api/users/profile': { body: makeUser() },
      // As the server does: a status narrows every section, and no sold work is "reserved".
      'GET /api/artworks/summary': (request) => {
        const status = new URLSearchParams(request.search).get('status');
        return {
          body: {
            active_count: status ? 431 : 20000,
            sold_count: status ? 0 : 30000,
            studio: { count: 0, total_value: 0 },
            dealers: [],
            sold: status ? { total_sold: 0, net_revenue: 0, average_net_sale: 0 } : SOLD,
          },
        };
      },
      'GET /api/artworks': { body: [], headers: { 'X-Total-Count': '0' } },
    });
    renderWithApp(<GalleryPage />, { route: '/gallery?status=reserved' });

    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Sold Artworks/ })).toHaveTextContent('30,000'),
    );
    expect(screen.getByRole('tab', { name: /Active Collection/ })).toHaveTextContent('431');
    const summaries = api.requests.filter((r) => r.path === '/api/artworks/summary');
    expect(summaries.map((r) => new URLSearchParams(r.search).get('status') ?? '').sort()).toEqual([
      '',
      'reserved',
    ]);
  });

  it('asks for one summary when no status is chosen', async () => {
    storeSession(makeUser());
    const api = mockApi({
      'GET /api/users/profile': { body: makeUser() },
      'GET /api/artworks/summary': { body: summaryWith(20000, 30000) },
      'GET /api/artworks': { body: [], headers: { 'X-Total-Count': '0' } },
    });
    renderWithApp(<GalleryPage />, { route: '/gallery?tab=sold' });

    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Sold Artworks/ })).toHaveTextContent('30,000'),
    );
    expect(api.requests.filter((r) => r.path === '/api/artworks/summary')).toHaveLength(1);
  });
});

describe('GalleryPage when the counts fail', () => {
  const summary = summaryWith(20000, 30000);
  const failure = { status: 500, body: { error: 'Internal server error', code: 'INTERNAL' } };

  it('says so beside the works and fetches them again on Retry', async () => {
    storeSession(makeUser());
    let down = true;
    mockApi({
      'GET /api/users/profile': { body: makeUser() },
      'GET /api/artworks/summary': () => (down ? failure : { body: summary }),
      'GET /api/artworks': { body: [], headers: { 'X-Total-Count': '0' } },
    });
    renderWithApp(<GalleryPage />, { route: '/gallery' });

    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(
      screen.getByText('The counts and totals did not load. Your works are all here.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Active Collection/ })).toHaveTextContent('–');
    down = false;
    await userEvent.click(retry);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Active Collection/ })).toHaveTextContent('20,000'),
    );
    expect(screen.queryByText(/The counts and totals did not load/)).not.toBeInTheDocument();
  });

  it('brings the counts back with the list when both failed and the list’s Retry is pressed', async () => {
    storeSession(makeUser());
    let down = true;
    mockApi({
      'GET /api/users/profile': { body: makeUser() },
      'GET /api/artworks/summary': () => (down ? failure : { body: summary }),
      'GET /api/artworks': () => (down ? failure : { body: [], headers: { 'X-Total-Count': '0' } }),
    });
    renderWithApp(<GalleryPage />, { route: '/gallery' });

    await screen.findByText('Could not load your artworks');
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Sold Artworks/ })).toHaveTextContent('30,000'),
    );
  });
});

describe('GalleryPage tabs', () => {
  it('names the panel after the chosen tab, which controls it, and the arrow keys change tab', async () => {
    storeSession(makeUser());
    mockApi({
      'GET /api/users/profile': { body: makeUser() },
      'GET /api/artworks/summary': { body: summaryWith(2, 3) },
      'GET /api/artworks': { body: [], headers: { 'X-Total-Count': '0' } },
    });
    renderWithApp(<GalleryPage />, { route: '/gallery' });

    const active = await screen.findByRole('tab', { name: /Active Collection/ });
    const panel = screen.getByRole('tabpanel', { name: /Active Collection/ });
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(active).toHaveAttribute('aria-controls', panel.id);

    active.focus();
    await userEvent.keyboard('{ArrowRight}');
    const sold = screen.getByRole('tab', { name: /Sold Artworks/ });
    await waitFor(() => expect(sold).toHaveAttribute('aria-selected', 'true'));
    expect(sold).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: /Sold Artworks/ })).toHaveAttribute('id', panel.id);
    expect(sold).toHaveAttribute('aria-controls', panel.id);
  });
});
