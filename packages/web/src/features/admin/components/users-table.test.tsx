import type { AdminUser } from '@artledger/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UsersTable } from './users-table';

const rendered = vi.hoisted(() => [] as number[]);
vi.mock('./user-identity', () => ({
  UserIdentity: ({ user }: { user: AdminUser }) => {
    rendered.push(user.id);
    return <span>{user.username}</span>;
  },
}));

function user(id: number): AdminUser {
  return {
    id,
    username: `member-${id}`,
    email: `member-${id}@example.com`,
    firstName: 'Member',
    lastName: String(id),
    role: 'artist',
    profileImage: null,
    createdAt: '2024-02-03T10:00:00.000Z',
    subscription: { id: 1, name: 'free', endDate: null, status: 'active' },
  };
}

/** jsdom lays nothing out: a window tall enough for every row, so the virtual list renders them all. */
function tallWindow(phone: boolean) {
  vi.stubGlobal('innerHeight', 20_000);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('UsersTable', () => {
  it.each([
    ['the table', false],
    ["the phone's cards", true],
  ])('renders only the new and the changed users when a page loads or a user is edited (%s)', (_, phone) => {
    tallWindow(phone);
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    const first = Array.from({ length: 50 }, (_, i) => user(i + 1));
    rendered.length = 0;
    const { rerender } = render(<UsersTable users={first} onEdit={onEdit} onDelete={onDelete} />);
    expect(rendered).toHaveLength(50);
    rendered.length = 0;

    // The next page arrives: the rows already shown keep their user objects. Only one layout is rendered.
    const next = [...first, user(51)];
    rerender(<UsersTable users={next} onEdit={onEdit} onDelete={onDelete} />);
    expect(rendered).toEqual([51]);

    rendered.length = 0;
    const edited = next.map((u) => (u.id === 7 ? { ...u, role: 'admin' as const } : u));
    rerender(<UsersTable users={edited} onEdit={onEdit} onDelete={onDelete} />);
    expect(rendered).toEqual([7]);
  });

  it('puts only the rows near the viewport of 5,000 users in the table, numbered for assistive technology', () => {
    const users = Array.from({ length: 5000 }, (_, i) => user(i + 1));
    render(<UsersTable users={users} onEdit={vi.fn()} onDelete={vi.fn()} />);
    const table = screen.getByRole('table', { name: 'Users' });
    expect(table).toHaveAttribute('aria-rowcount', '5001');
    const rows = within(table).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(rows.map((row) => row.getAttribute('aria-rowindex'))).toEqual(rows.map((_, i) => String(i + 1)));
    expect(within(rows[1]!).getByRole('button', { name: 'Edit member-1' })).toBeInTheDocument();
  });
});
