import { DEFAULT_PLANS, FREE_PLAN } from '@artledger/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { makeSubscription, makeUser, renderWithApp, storeSession } from '../../../test/render';
import { GalleryHeaderAction } from './gallery-header-action';

function setup(count: { status?: number; body?: unknown }, plan = FREE_PLAN) {
  storeSession(makeUser());
  mockApi({
    'GET /api/user-subscription': { body: makeSubscription(plan) },
    'GET /api/user-artwork-count': count,
  });
  renderWithApp(<GalleryHeaderAction />);
}

describe('GalleryHeaderAction', () => {
  it('shows the limit notice with an Upgrade link when the free plan is full', async () => {
    setup({ body: { count: 5 } });
    expect(await screen.findByText('Free plan limit reached (5 artworks)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/subscription');
    expect(screen.queryByRole('link', { name: 'Add Artwork' })).not.toBeInTheDocument();
  });

  it('treats a failed count check as the limit reached', async () => {
    setup({ status: 500, body: { error: 'boom', code: 'INTERNAL' } });
    expect(
      await screen.findByText('Free plan limit reached (5 artworks)', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it('never blocks an unlimited plan on a failed count check', async () => {
    setup({ status: 500, body: { error: 'boom', code: 'INTERNAL' } }, DEFAULT_PLANS[2]!);
    expect(await screen.findByRole('link', { name: 'Add Artwork' })).toHaveAttribute('href', '/add-artwork');
    expect(screen.queryByText(/limit reached/)).not.toBeInTheDocument();
  });

  it('offers Add Artwork below the limit and on unlimited plans', async () => {
    setup({ body: { count: 120 } }, DEFAULT_PLANS[2]!);
    expect(await screen.findByRole('link', { name: 'Add Artwork' })).toHaveAttribute('href', '/add-artwork');
    expect(screen.queryByText(/plan limit reached/)).not.toBeInTheDocument();
  });
});
