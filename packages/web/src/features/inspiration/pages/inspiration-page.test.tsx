import { DEFAULT_PLANS } from '@artledger/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { makeSubscription, makeUser, renderWithApp, storeSession } from '../../../test/render';
import { InspirationPage } from './inspiration-page';

const [FREE, BASIC, PRO] = DEFAULT_PLANS as [
  (typeof DEFAULT_PLANS)[0],
  (typeof DEFAULT_PLANS)[0],
  (typeof DEFAULT_PLANS)[0],
];

const refusal = {
  status: 403,
  body: {
    error: 'Inspiration is available on the Pro plan. Upgrade your plan to use it.',
    code: 'PLAN_FEATURE_REQUIRED',
  },
};

function setup(plan: (typeof DEFAULT_PLANS)[0], refuse = false) {
  storeSession(makeUser());
  const api = mockApi({
    'GET /api/users/profile': { body: makeUser() },
    'GET /api/subscription-plans': { body: DEFAULT_PLANS },
    'GET /api/user-subscription': { body: makeSubscription(plan) },
    'GET /api/inspiration': refuse ? refusal : { body: [], headers: { 'X-Total-Count': '0' } },
    'GET /api/style-libraries': refuse ? refusal : { body: [] },
  });
  renderWithApp(<InspirationPage />, { route: '/inspiration', path: '/inspiration' });
  return api;
}

const featureCalls = (requests: { path: string }[]) =>
  requests.filter((r) => r.path.startsWith('/api/inspiration') || r.path.startsWith('/api/style-libraries'))
    .length;

function expectPlanNotice() {
  const notice = screen.getByTestId('plan-required');
  expect(notice).toHaveTextContent('Inspiration & image generation is included in the Pro plan');
  expect(within(notice).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription');
  expect(screen.queryByText('Failed to load inspiration images')).not.toBeInTheDocument();
  expect(screen.queryByText('Failed to load style libraries')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Generate Image' })).not.toBeInTheDocument();
}

describe('InspirationPage and the plan', () => {
  it.each([
    ['free', FREE],
    ['basic', BASIC],
  ])('on the %s plan names the plan that has inspiration and never asks for it', async (_, plan) => {
    const { requests } = setup(plan);
    expect(await screen.findByTestId('plan-required')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Inspiration Gallery' })).toBeInTheDocument();
    expectPlanNotice();
    expect(featureCalls(requests)).toBe(0);
  });

  it('shows the same notice, without errors, when the server refuses (the plan changed)', async () => {
    const { requests } = setup(PRO, true);
    expect(await screen.findByTestId('plan-required')).toBeInTheDocument();
    expectPlanNotice();
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/api/user-subscription').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('opens on the Pro plan', async () => {
    setup(PRO);
    expect(await screen.findByText('No inspiration images yet')).toBeInTheDocument();
    expect(screen.queryByTestId('plan-required')).not.toBeInTheDocument();
  });
});
