import { type Consumable, type ConsumableSummary, DEFAULT_PLANS } from '@artledger/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { makeSubscription, makeUser, renderWithApp, storeSession } from '../../../test/render';
import { ConsumablesPage } from './consumables-page';

const [FREE, BASIC] = DEFAULT_PLANS as [(typeof DEFAULT_PLANS)[0], (typeof DEFAULT_PLANS)[0]];

const paint: Consumable = {
  id: 5,
  user_id: 7,
  category: 'paint',
  name: 'Cadmium Red',
  brand: null,
  description: null,
  size: null,
  color: '#cc0000',
  type: null,
  quantity: 2000,
  unit_price: 1234.56,
  total_value: 2_469_120,
  purchase_link: null,
  supplier: null,
  notes: null,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
};

const summary: ConsumableSummary = {
  categories: [
    { category: 'paint', count: 2000 },
    { category: 'brush', count: 1000 },
  ],
  lowStockCount: 1500,
  totalInventoryValue: 7785,
};

const refusal = {
  status: 403,
  body: {
    error: 'Art supplies are available on the Basic plan and above. Upgrade your plan to use them.',
    code: 'PLAN_FEATURE_REQUIRED',
  },
};

function setup(
  plan: (typeof DEFAULT_PLANS)[0],
  replies: { list?: { status?: number; body: unknown }; summary?: { status?: number; body: unknown } } = {},
) {
  storeSession(makeUser());
  const api = mockApi({
    'GET /api/users/profile': { body: makeUser() },
    'GET /api/subscription-plans': { body: DEFAULT_PLANS },
    'GET /api/user-subscription': { body: makeSubscription(plan) },
    'GET /api/consumables': replies.list ?? { body: [paint], headers: { 'X-Total-Count': '1' } },
    'GET /api/consumables-summary': replies.summary ?? { body: summary },
    'GET /api/consumables/5/transactions': {
      body: [
        {
          id: 1,
          consumable_id: 5,
          user_id: 7,
          transaction_type: 'purchase',
          quantity: 1200,
          unit_price: 1234.56,
          total_cost: 1_481_472,
          notes: null,
          created_at: '2026-01-05T10:00:00.000Z',
        },
      ],
      headers: { 'X-Total-Count': '1' },
    },
  });
  renderWithApp(<ConsumablesPage />, { route: '/consumables', path: '/consumables' });
  return api;
}

const supplyCalls = (requests: { path: string }[]) =>
  requests.filter((r) => r.path.startsWith('/api/consumables')).length;

function expectPlanNotice() {
  const notice = screen.getByTestId('plan-required');
  expect(notice).toHaveTextContent('Art supplies tracking is included in the Basic plan and above');
  expect(within(notice).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription');
  expect(screen.queryByText('Failed to load consumables')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add Supply' })).not.toBeInTheDocument();
}

describe('ConsumablesPage and the plan', () => {
  it('on the free plan names the plan that has supplies and never asks for them', async () => {
    const { requests } = setup(FREE);
    expect(await screen.findByTestId('plan-required')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Art Supplies' })).toBeInTheDocument();
    expectPlanNotice();
    expect(supplyCalls(requests)).toBe(0);
  });

  it('shows the same notice, without an error toast, when the server refuses', async () => {
    const { requests } = setup(BASIC, { list: refusal, summary: refusal });
    expect(await screen.findByTestId('plan-required')).toBeInTheDocument();
    expectPlanNotice();
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/api/user-subscription').length).toBeGreaterThanOrEqual(2),
    );
  });
});

describe('ConsumablesPage figures', () => {
  it('keeps a seven-figure inventory value on one line in its tile', async () => {
    setup(BASIC, { summary: { body: { ...summary, totalInventoryValue: 1_234_567.89 } } });
    await waitFor(() =>
      expect(screen.getByTestId('tile-Inventory Value')).toHaveTextContent(/^\$1,234,567\.89$/),
    );
    // At 390 px the tile broke "$80,485.00" inside the number; it must never wrap, at a size that fits.
    for (const label of ['Inventory Value', 'Total Supplies', 'Low Stock', 'Categories']) {
      expect(screen.getByTestId(`tile-${label}`)).toHaveClass('whitespace-nowrap', 'tabular', 'text-base');
    }
  });

  it('shows money as $1,234.56 and counts with thousands separators', async () => {
    setup(BASIC);
    await waitFor(() =>
      expect(screen.getByTestId('tile-Inventory Value')).toHaveTextContent(/^\$7,785\.00$/),
    );
    expect(screen.getByTestId('tile-Total Supplies')).toHaveTextContent(/^3,000$/);
    expect(screen.getByTestId('tile-Low Stock')).toHaveTextContent(/^1,500$/);
    expect(screen.getByTestId('tile-Categories')).toHaveTextContent(/^2$/);
    const card = (await screen.findByText('Cadmium Red')).closest('li')!;
    expect(within(card).getByText('$1,234.56')).toBeInTheDocument();
    expect(within(card).getByText('$2,469,120.00')).toBeInTheDocument();
    expect(within(card).getByTestId('quantity-badge')).toHaveTextContent('2,000');

    await userEvent.setup({ delay: null }).click(within(card).getByRole('button', { name: 'Manage' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('current-quantity')).toHaveTextContent(/^2,000$/);
    expect(within(dialog).getByText('$1,234.56')).toBeInTheDocument();
    expect(await within(dialog).findByText('Quantity: 1,200')).toBeInTheDocument();
    expect(within(dialog).getByText('Total: $1,481,472.00')).toBeInTheDocument();
  });
});
