import type { Artwork } from '@artledger/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FROM_GALLERY } from '../gallery-origin';
import { DetailHeader } from './detail-header';

const artwork = {
  id: 3,
  title: 'Dock',
  status: 'available',
  consignment: null,
  sale: null,
} as unknown as Artwork;

function renderAt(entries: Parameters<typeof createMemoryRouter>[1]) {
  const router = createMemoryRouter(
    [
      { path: '/gallery', element: <p>Gallery list</p> },
      {
        path: '/gallery/:id',
        element: (
          <DetailHeader
            artwork={artwork}
            editing={false}
            locked={false}
            onEdit={() => {}}
            onAction={() => {}}
          />
        ),
      },
    ],
    entries,
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('DetailHeader Back to Gallery', () => {
  it('goes back to the list as it was left (tab and filters) when the work was opened from it', async () => {
    const router = renderAt({
      initialEntries: ['/gallery?tab=sold&category=1', { pathname: '/gallery/3', state: FROM_GALLERY }],
      initialIndex: 1,
    });
    await userEvent.click(screen.getByRole('link', { name: 'Back to Gallery' }));
    expect(router.state.location.pathname).toBe('/gallery');
    expect(router.state.location.search).toBe('?tab=sold&category=1');
    expect(router.state.historyAction).toBe('POP');
  });

  it('opens the gallery when the work was reached another way (a link from elsewhere)', async () => {
    const router = renderAt({ initialEntries: ['/dashboard', '/gallery/3'], initialIndex: 1 });
    await userEvent.click(screen.getByRole('link', { name: 'Back to Gallery' }));
    expect(router.state.location.pathname).toBe('/gallery');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('PUSH');
  });
});
