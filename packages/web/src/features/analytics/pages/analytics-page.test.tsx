import { type AnalyticsOverview, DEFAULT_PLANS } from '@artledger/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { makeSubscription, makeUser, renderWithApp, storeSession } from '../../../test/render';
import { AnalyticsPage, chartSpan } from './analytics-page';

const [FREE, BASIC, PRO] = DEFAULT_PLANS as [
  (typeof DEFAULT_PLANS)[0],
  (typeof DEFAULT_PLANS)[0],
  (typeof DEFAULT_PLANS)[0],
];

const refusal = {
  status: 403,
  body: {
    error: 'Reports are available on the Pro plan. Upgrade your plan to use them.',
    code: 'PLAN_FEATURE_REQUIRED',
  },
};

/** The demo account's figures: 5,000 works, 975 of them with dealers. */
const overview: AnalyticsOverview = {
  range: { from: '2026-01-01', to: '2026-06-30' },
  artwork_status: [
    { status: 'available', count: 493 },
    { status: 'consigned', count: 975 },
    { status: 'on_display', count: 1532 },
    { status: 'sold', count: 2000 },
  ],
  yearly_summary: { total_sales: 1250, total_revenue: 5_676_205.37 },
  top_categories: [{ name: 'Painting', sales_count: 1100, total_revenue: 1_234_567.89 }],
  monthly_sales: [
    { month: '2026-05', revenue: 1000 },
    { month: '2026-06', revenue: 2500.5 },
  ],
  collection: {
    total_artworks: 5000,
    collection_value: 25_503_477,
    average_price: 1_234_567.89,
    recent_additions: 1200,
  },
  top_mediums: [{ medium: 'Oil painting', count: 3000 }],
  creation_timeline: [{ year: '2025', count: 2000 }],
};

function setup(
  plan: (typeof DEFAULT_PLANS)[0] | null,
  overviewReply: { status?: number; body: unknown } = { body: overview },
) {
  storeSession(makeUser());
  const api = mockApi({
    'GET /api/users/profile': { body: makeUser() },
    'GET /api/subscription-plans': { body: DEFAULT_PLANS },
    'GET /api/user-subscription': plan
      ? { body: makeSubscription(plan) }
      : { status: 500, body: { error: 'Something went wrong', code: 'INTERNAL_ERROR' } },
    'GET /api/analytics/overview': overviewReply,
  });
  renderWithApp(<AnalyticsPage />, { route: '/analytics', path: '/analytics' });
  return api;
}

const overviewCalls = (requests: { path: string }[]) =>
  requests.filter((r) => r.path === '/api/analytics/overview').length;

function expectPlanNotice() {
  const notice = screen.getByTestId('plan-required');
  expect(notice).toHaveTextContent('Reports & analytics is included in the Pro plan');
  expect(within(notice).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription');
  expect(screen.queryByText('Failed to load analytics data')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
}

describe('AnalyticsPage on a plan without reports', () => {
  it.each([
    ['free', FREE],
    ['basic', BASIC],
  ])('on the %s plan names the plan that has reports and never asks for them', async (_, plan) => {
    const { requests } = setup(plan);
    expect(await screen.findByTestId('plan-required')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Reports & Analytics' })).toBeInTheDocument();
    expectPlanNotice();
    expect(overviewCalls(requests)).toBe(0);
    expect(screen.queryByRole('button', { name: /Export sales CSV/ })).not.toBeInTheDocument();
  });

  it('shows the same notice, without an error toast, when the server refuses (the plan changed)', async () => {
    const { requests } = setup(PRO, refusal);
    expect(await screen.findByTestId('plan-required')).toBeInTheDocument();
    expectPlanNotice();
    // The plan the page was let in with is out of date: it is read again.
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/api/user-subscription').length).toBeGreaterThanOrEqual(2),
    );
    expect(overviewCalls(requests)).toBe(1);
  });

  // A 5xx is tried once more after the query client's retry delay (1 s), so these wait longer than that.
  it('lets the server decide when the subscription could not be read', async () => {
    const { requests } = setup(null);
    expect(await screen.findByTestId('total-artworks', {}, { timeout: 5000 })).toHaveTextContent('5,000');
    expect(overviewCalls(requests)).toBe(1);
  });

  it('still reports a real failure with Retry and the toast', async () => {
    setup(PRO, { status: 500, body: { error: 'Something went wrong', code: 'INTERNAL_ERROR' } });
    expect(await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 })).toBeInTheDocument();
    expect((await screen.findAllByText('Failed to load analytics data')).length).toBe(2);
    expect(screen.queryByTestId('plan-required')).not.toBeInTheDocument();
  });
});

describe('AnalyticsPage figures', () => {
  it('formats money and counts as the dashboard does, and keeps each amount on one line', async () => {
    setup(PRO);
    expect(await screen.findByTestId('total-artworks')).toHaveTextContent(/^5,000$/);
    expect(screen.getByTestId('collection-value')).toHaveTextContent(/^\$25,503,477\.00$/);
    expect(screen.getByTestId('average-price')).toHaveTextContent(/^\$1,234,567\.89$/);
    expect(screen.getByTestId('recent-additions')).toHaveTextContent(/^1,200$/);
    expect(screen.getByTestId('total-sales')).toHaveTextContent(/^1,250$/);
    expect(screen.getByTestId('net-revenue')).toHaveTextContent(/^\$5,676,205\.37$/);
    for (const id of ['collection-value', 'average-price', 'net-revenue', 'total-artworks']) {
      expect(screen.getByTestId(id)).toHaveClass('whitespace-nowrap', 'tabular');
    }
  });

  it('shows consigned works as Consigned and counts only the available ones in the insight', async () => {
    setup(PRO);
    await screen.findByTestId('total-artworks');
    const distribution = screen.getByRole('heading', { name: 'Status distribution' }).parentElement!;
    const rows = within(distribution)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows).toEqual(['Available493', 'Consigned975', 'On Display1,532', 'Sold2,000']);
    // 493 of 5,000, not the 1,468 a count of stored statuses gave.
    expect(screen.getByText('10% of your 5,000 artworks are available for sale.')).toBeInTheDocument();
    expect(screen.getByText('1,100 sold · $1,234,567.89')).toBeInTheDocument();
    expect(screen.getByText('Your best month was Jun 2026 with $2,500.50 net.')).toBeInTheDocument();
  });
});

describe('the revenue chart names the months it shows', () => {
  const year = Array.from({ length: 12 }, (_, i) => ({
    month: i === 0 ? '2025-12' : `2026-${String(i).padStart(2, '0')}`,
    revenue: 1,
  }));

  it('says a chart over all time covers only its last 12 months', () => {
    expect(chartSpan(year, null)).toBe('Dec 2025 – Nov 2026 (the last 12 months)');
  });

  it("says a long range's chart was cut to its most recent months, and names a whole range plainly", () => {
    expect(chartSpan(year, '2007-01-01')).toBe('Dec 2025 – Nov 2026 (the last 12 months)');
    expect(chartSpan(year, '2025-12-01')).toBe('Dec 2025 – Nov 2026');
    expect(chartSpan([{ month: '2026-06', revenue: 0 }], '2026-06-10')).toBe('Jun 2026');
    expect(chartSpan([], null)).toBe('');
  });

  it('shows the span under the chart heading, from the range the answer covers', async () => {
    setup(PRO, { body: { ...overview, range: { from: null, to: '2026-06-30' } } });
    expect(await screen.findByTestId('chart-span')).toHaveTextContent(
      /^May 2026 – Jun 2026 \(the last 2 months\)$/,
    );
  });
});
