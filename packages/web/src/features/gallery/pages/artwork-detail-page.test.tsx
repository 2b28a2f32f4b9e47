import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser, renderWithApp, storeSession } from '../../../test/render';
import { ArtworkDetailPage } from './artwork-detail-page';

const failure = { status: 500, body: { error: 'Something went wrong', code: 'INTERNAL_ERROR' } };

describe('ArtworkDetailPage when the work does not load', () => {
  it('raises the spec’s toast and keeps the screen with Retry', async () => {
    storeSession(makeUser());
    mockApi({
      'GET /api/users/profile': { body: makeUser() },
      'GET /api/artworks/7': failure,
      'GET /api/consignments': { body: [] },
    });
    renderWithApp(<ArtworkDetailPage />, { route: '/gallery/7', path: '/gallery/:id' });

    expect(await screen.findByText('Failed to load artwork', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Could not load this artwork' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says a missing work is not found, without the load toast', async () => {
    storeSession(makeUser());
    mockApi({
      'GET /api/users/profile': { body: makeUser() },
      'GET /api/artworks/8': { status: 404, body: { error: 'Artwork not found', code: 'NOT_FOUND' } },
      'GET /api/consignments': { body: [] },
    });
    renderWithApp(<ArtworkDetailPage />, { route: '/gallery/8', path: '/gallery/:id' });

    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load artwork')).not.toBeInTheDocument();
  });
});
