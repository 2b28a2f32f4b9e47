import type { AdminUser } from '@artledger/domain';
import { render } from '@testing-library/react';
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

describe('UsersTable', () => {
  it('renders only the new and the changed users when a page loads or a user is edited', () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    const first = Array.from({ length: 50 }, (_, i) => user(i + 1));
    const { rerender } = render(<UsersTable users={first} onEdit={onEdit} onDelete={onDelete} />);
    rendered.length = 0;

    // The next page arrives: the rows already shown keep their user objects.
    const next = [...first, user(51)];
    rerender(<UsersTable users={next} onEdit={onEdit} onDelete={onDelete} />);
    // Once in the table and once in the phone's cards.
    expect(rendered).toEqual([51, 51]);

    rendered.length = 0;
    const edited = next.map((u) => (u.id === 7 ? { ...u, role: 'admin' as const } : u));
    rerender(<UsersTable users={edited} onEdit={onEdit} onDelete={onDelete} />);
    expect(rendered).toEqual([7, 7]);
  });
});
