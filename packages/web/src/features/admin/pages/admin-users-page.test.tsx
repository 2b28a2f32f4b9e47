import type { AdminUser } from '@artledger/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser, renderWithApp, storeSession } from '../../../test/render';
import { AdminUsersPage } from './admin-users-page';

function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 20,
    username: 'diego',
    email: 'diego@example.com',
    firstName: 'Diego',
    lastName: 'Rivera',
    role: 'artist',
    profileImage: null,
    createdAt: '2024-02-03T10:00:00.000Z',
    subscription: { id: 3, name: 'pro', endDate: '2031-01-15T00:00:00.000Z', status: 'active' },
    ...overrides,
  };
}

const USERS = [
  adminUser(),
  adminUser({
    id: 7,
    username: 'frida',
    email: 'frida@example.com',
    firstName: 'Frida',
    lastName: 'Kahlo',
    role: 'admin',
    subscription: { id: 1, name: 'free', endDate: null, status: 'active' },
  }),
];
const PLANS = [
  { id: 1, name: 'free', priceMonthly: 0 },
  { id: 2, name: 'basic', priceMonthly: 10 },
  { id: 3, name: 'pro', priceMonthly: 20 },
];

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  // jsdom lays nothing out: a window tall enough that the virtual table renders every loaded row.
  vi.stubGlobal('innerHeight', 20_000);
  storeSession(makeUser({ role: 'admin' }));
  const api = mockApi({
    'GET /api/users/profile': { body: makeUser({ role: 'admin' }) },
    // The server searches: this stand-in matches the name, username, email and plan as it does.
    'GET /api/admin/users': (request) => {
      const term = (new URLSearchParams(request.search).get('search') ?? '').toLowerCase();
      return {
        body: USERS.filter((u) =>
          [`${u.firstName} ${u.lastName}`, u.username, u.email, u.subscription.name].some((v) =>
            v.toLowerCase().includes(term),
          ),
        ),
      };
    },
    'GET /api/admin/subscription-plans': { body: PLANS },
    ...routes,
  });
  renderWithApp(<AdminUsersPage />);
  return { ...api, user: userEvent.setup({ delay: null }) };
}

const table = () => screen.getByRole('table', { name: 'Users' });

describe('AdminUsersPage', () => {
  it('lists users with plan badges, the end date and the role, and filters by search', async () => {
    const { user, requests } = setup();
    const diego = await within(await screen.findByRole('table', { name: 'Users' })).findByRole('row', {
      name: /Diego Rivera/,
    });
    expect(within(diego).getByText('@diego')).toBeInTheDocument();
    expect(within(diego).getByText('Pro')).toBeInTheDocument();
    expect(within(diego).getByText('Until Jan 15, 2031')).toBeInTheDocument();
    expect(within(diego).getByText('Feb 3, 2024')).toBeInTheDocument();
    const frida = within(table()).getByRole('row', { name: /Frida Kahlo/ });
    expect(within(frida).getByText('Admin')).toBeInTheDocument();
    expect(within(frida).getByRole('button', { name: /Delete frida/ })).toBeDisabled();

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'PRO');
    await waitFor(() =>
      expect(within(table()).queryByRole('row', { name: /Frida/ })).not.toBeInTheDocument(),
    );
    expect(within(table()).getByRole('row', { name: /Diego/ })).toBeInTheDocument();
    // One request for the whole word once typing stops, not one per key.
    expect(requests.filter((r) => r.path === '/api/admin/users').map((r) => r.search)).toEqual([
      '?limit=50&offset=0',
      '?search=PRO&limit=50&offset=0',
    ]);
    await user.clear(screen.getByRole('searchbox', { name: 'Search users' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'nobody-here');
    expect(await within(table()).findByText('No users found')).toBeInTheDocument();
  });

  it('deletes a user after the two-sentence confirmation and drops them from the list', async () => {
    const { user, requests } = setup({ 'DELETE /api/admin/users/20': { body: { success: true } } });
    await user.click(
      await within(await screen.findByRole('table', { name: 'Users' })).findByRole('button', {
        name: 'Delete diego',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete User' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete diego? This action cannot be undone.');
    expect(dialog).toHaveTextContent(
      "All of the user's data, including artworks, sales, and other records will be permanently deleted.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    expect(await screen.findByText('Deleted user diego')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(table()).queryByRole('row', { name: /Diego/ })).not.toBeInTheDocument(),
    );
    expect(requests.filter((r) => r.path === '/api/admin/users').length).toBe(1);
  });

  it('changes a plan and a role from the Edit User dialog', async () => {
    const { user, requests } = setup({
      'PUT /api/admin/users/20/subscription': { body: { success: true } },
      'PUT /api/admin/users/20/role': { body: { success: true } },
    });
    await user.click(
      await within(await screen.findByRole('table', { name: 'Users' })).findByRole('button', {
        name: 'Edit diego',
      }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    const plan = within(dialog).getByRole('combobox', { name: 'Subscription Plan' });
    await waitFor(() => expect(plan).toBeEnabled());
    expect(within(plan).getByRole('option', { name: 'Basic - $10/month' })).toBeInTheDocument();
    await user.selectOptions(plan, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Update Subscription' }));
    expect(await screen.findByText("Updated diego's subscription")).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT' && r.path.endsWith('/subscription'))!.body).toEqual({
      planId: 2,
    });
    expect(
      within(within(table()).getByRole('row', { name: /Diego/ })).getByText('Basic'),
    ).toBeInTheDocument();

    await user.click(within(table()).getByRole('button', { name: 'Edit diego' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'admin');
    await user.click(within(dialog).getByRole('button', { name: 'Update Role' }));
    expect(await screen.findByText("Updated diego's role to admin")).toBeInTheDocument();
  });

  it("shows the server's reason when a change is refused, else the spec's text", async () => {
    const { user } = setup({
      'PUT /api/admin/users/20/role': { status: 500, body: undefined },
    });
    await user.click(
      await within(await screen.findByRole('table', { name: 'Users' })).findByRole('button', {
        name: 'Edit diego',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'admin');
    await user.click(within(dialog).getByRole('button', { name: 'Update Role' }));
    expect(await screen.findByText('Failed to update role')).toBeInTheDocument();
  });

  it('shows an error with Retry, never an empty list, when the list fails', async () => {
    const { user, fetchMock } = setup({
      'GET /api/admin/users': { status: 500, body: { error: 'x', code: 'INTERNAL_ERROR' } },
    });
    expect(await screen.findByRole('heading', { name: 'Failed to load users' })).toBeInTheDocument();
    expect(screen.queryByText('No users found')).not.toBeInTheDocument();
    const calls = fetchMock.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(calls));
  });

  const many = Array.from({ length: 53 }, (_, i) =>
    adminUser({
      id: 1000 - i,
      username: `painter${i}`,
      email: `painter${i}@example.com`,
      lastName: `Painter ${i}`,
    }),
  );
  // As the server pages: the rows from offset, and how many there are in X-Total-Count.
  const pageOf = (rows: AdminUser[]) => (request: { search: string }) => {
    const query = new URLSearchParams(request.search);
    const offset = Number(query.get('offset'));
    return {
      body: rows.slice(offset, offset + Number(query.get('limit'))),
      headers: { 'X-Total-Count': String(rows.length) },
    };
  };

  it('shows 50 users, then the next page with Show more users; a delete does not skip anyone', async () => {
    const rows = [...many];
    const { user, requests } = setup({
      'GET /api/admin/users': pageOf(rows),
      'DELETE /api/admin/users/1000': () => {
        rows.splice(0, 1);
        return { body: { success: true } };
      },
    });
    await within(await screen.findByRole('table', { name: 'Users' })).findByRole('row', {
      name: /Painter 49/,
    });
    expect(within(table()).getAllByRole('row')).toHaveLength(1 + 50);
    await user.click(within(table()).getByRole('button', { name: 'Delete painter0' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete User' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(1 + 49));

    await user.click(screen.getByRole('button', { name: 'Show more users' }));
    await within(table()).findByRole('row', { name: /Painter 52/ });
    expect(within(table()).getAllByRole('row')).toHaveLength(1 + 52);
    // The server's list lost painter0 too, so the next page starts after the 49 rows still shown.
    expect(requests.filter((r) => r.path === '/api/admin/users').map((r) => r.search)).toEqual([
      '?limit=50&offset=0',
      '?limit=50&offset=49',
    ]);
    expect(screen.queryByRole('button', { name: 'Show more users' })).not.toBeInTheDocument();
  });

  it('keeps the users shown when the next page fails, and says so', async () => {
    const { user } = setup({
      'GET /api/admin/users': (request) =>
        request.search.includes('offset=50')
          ? { status: 500, body: { error: 'x', code: 'INTERNAL_ERROR' } }
          : pageOf(many)(request),
    });
    await within(await screen.findByRole('table', { name: 'Users' })).findByRole('row', {
      name: /Painter 49/,
    });
    await user.click(screen.getByRole('button', { name: 'Show more users' }));
    expect(await screen.findByText('Failed to load users')).toBeInTheDocument();
    expect(within(table()).getAllByRole('row')).toHaveLength(1 + 50);
    expect(screen.queryByRole('heading', { name: 'Failed to load users' })).not.toBeInTheDocument();
  });

  it('offers no Show more when the count says every user is shown', async () => {
    setup({ 'GET /api/admin/users': pageOf(many.slice(0, 50)) });
    await within(await screen.findByRole('table', { name: 'Users' })).findByRole('row', {
      name: /Painter 49/,
    });
    expect(within(table()).getAllByRole('row')).toHaveLength(1 + 50);
    expect(screen.queryByRole('button', { name: 'Show more users' })).not.toBeInTheDocument();
  });
});
