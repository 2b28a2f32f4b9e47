import { DEFAULT_PLANS } from '@artledger/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { makeSubscription, makeUser, renderWithApp, storeSession } from '../../test/render';
import { AppHeader } from './app-header';

const [FREE, , PRO] = DEFAULT_PLANS as [
  (typeof DEFAULT_PLANS)[number],
  unknown,
  (typeof DEFAULT_PLANS)[number],
];
const GATED = ['Supplies', 'Inspiration', 'Reports'];

function setup({ plan = FREE, role = 'artist' as 'artist' | 'admin', pending = 0 } = {}) {
  const user = makeUser({ role });
  storeSession(user);
  mockApi({
    'GET /api/users/profile': { body: user },
    'GET /api/user-subscription': { body: makeSubscription(plan) },
    'GET /api/sales/pending-summary': { body: { count: pending, total: pending * 10 } },
  });
  renderWithApp(<AppHeader />, { route: '/gallery' });
}

async function openMobileMenu() {
  const user = userEvent.setup({ delay: null });
  const toggle = screen.getByRole('button', { name: 'Open menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return screen.getByRole('navigation', { name: 'Mobile navigation' });
}

async function openMoreMenu() {
  const user = userEvent.setup({ delay: null });
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  // Radix menus open from the keyboard in jsdom, which has no real pointer events.
  within(nav).getByRole('button', { name: 'More' }).focus();
  await user.keyboard('{Enter}');
  return screen.findByRole('menu');
}

describe('main navigation', () => {
  it('hides Supplies, Inspiration and Reports on the free plan', async () => {
    setup({ plan: FREE });
    const menu = await openMoreMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Upgrade for more tools' })).toBeInTheDocument();
    for (const item of GATED)
      expect(within(menu).queryByRole('menuitem', { name: item })).not.toBeInTheDocument();

    const mobile = await openMobileMenu();
    for (const item of GATED)
      expect(within(mobile).queryByRole('link', { name: item })).not.toBeInTheDocument();
    expect(within(mobile).getByRole('link', { name: 'Inventory' })).toHaveAttribute('href', '/gallery');
  });

  it('shows them on the pro plan, linking to their pages', async () => {
    setup({ plan: PRO });
    const mobile = await openMobileMenu();
    expect(await within(mobile).findByRole('link', { name: 'Supplies' })).toHaveAttribute(
      'href',
      '/consumables',
    );
    expect(within(mobile).getByRole('link', { name: 'Inspiration' })).toHaveAttribute('href', '/inspiration');
    expect(within(mobile).getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/analytics');

    const menu = await openMoreMenu();
    for (const item of GATED) expect(within(menu).getByRole('menuitem', { name: item })).toBeInTheDocument();
  });

  it('hides the admin section from artists', async () => {
    setup({ role: 'artist' });
    const menu = await openMoreMenu();
    expect(within(menu).queryByRole('menuitem', { name: 'User Management' })).not.toBeInTheDocument();
    expect(within(menu).queryByText('Admin')).not.toBeInTheDocument();
  });

  it('shows the admin section with User Management to admins', async () => {
    setup({ role: 'admin' });
    const menu = await openMoreMenu();
    expect(within(menu).getByRole('menuitem', { name: 'User Management' })).toHaveAttribute(
      'href',
      '/admin/users',
    );
    const mobile = await openMobileMenu();
    expect(within(mobile).getByRole('link', { name: 'User Management' })).toHaveAttribute(
      'href',
      '/admin/users',
    );
  });

  it("counts dealers' unpaid sales on the Dealers badge, 99+ above 99", async () => {
    setup({ pending: 120 });
    const badge = await screen.findByTestId('dealers-badge');
    expect(badge).toHaveTextContent('99+');
    const dealers = within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', {
      name: 'Dealers',
    });
    expect(dealers).toHaveAccessibleDescription('99+ outstanding payments');
  });

  it('shows no badge when no dealer sale is pending', async () => {
    setup();
    await screen.findByRole('navigation', { name: 'Main navigation' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('dealers-badge')).not.toBeInTheDocument();
  });
});

describe('on a phone', () => {
  it('renders neither the desktop navigation nor the user menu, and the menu button leads everywhere', async () => {
    // Below md, as a phone's browser answers the media query the header asks.
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(max-width: 767.98px)',
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    setup({ plan: PRO, pending: 3 });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'User menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add artwork' })).toHaveAttribute('href', '/add-artwork');

    const mobile = await openMobileMenu();
    expect(await within(mobile).findByRole('link', { name: 'Supplies' })).toHaveAttribute(
      'href',
      '/consumables',
    );
    await waitFor(() =>
      expect(within(mobile).getByRole('link', { name: 'Dealers' })).toHaveAccessibleDescription(
        '3 outstanding payments',
      ),
    );
    expect(within(mobile).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
