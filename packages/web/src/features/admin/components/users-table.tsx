import type { AdminUser } from '@artledger/domain';
import { memo } from 'react';
import { formatShortDate } from '../../../lib/format';
import { PlanBadge, RoleBadge } from './plan-badge';
import { UserActions } from './user-actions';
import { UserIdentity } from './user-identity';

interface UsersTableProps {
  users: AdminUser[];
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase';

/** A table from md up; below that each user is a card, so nothing scrolls sideways on a phone. */
export function UsersTable({ users, onEdit, onDelete }: UsersTableProps) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-xl border border-stone-200 bg-white md:block">
        <table className="w-full table-fixed">
          <caption className="sr-only">Users</caption>
          <thead className="border-b border-stone-200 bg-stone-50">
            <tr>
              <th scope="col" className={`${th} w-[26%]`}>
                User
              </th>
              <th scope="col" className={`${th} w-[24%]`}>
                Email
              </th>
              <th scope="col" className={`${th} w-[10%]`}>
                Role
              </th>
              <th scope="col" className={`${th} w-[14%]`}>
                Subscription
              </th>
              <th scope="col" className={`${th} w-[13%]`}>
                Created
              </th>
              <th scope="col" className={`${th} w-[13%]`}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {users.length === 0 ? (
              <tr>
                <td colSpan={6} className="px-4 py-10 text-center text-sm text-stone-600">
                  No users found
                </td>
              </tr>
            ) : (
              users.map((user) => <UserRow key={user.id} user={user} onEdit={onEdit} onDelete={onDelete} />)
            )}
          </tbody>
        </table>
      </div>

      <div className="md:hidden">
        {users.length === 0 ? (
          <p className="rounded-xl border border-stone-200 bg-white px-4 py-10 text-center text-sm text-stone-600">
            No users found
          </p>
        ) : (
          <ul aria-label="Users" className="flex flex-col gap-3">
            {users.map((user) => (
              <UserCard key={user.id} user={user} onEdit={onEdit} onDelete={onDelete} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

interface UserRowProps {
  user: AdminUser;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

/*
 * Memoised: with every page of 5,000 users shown, a page loaded, a role saved or the "Loading..." state
 * would otherwise render every row (twice, table and cards) again and hold the page for seconds. The
 * cache keeps an unchanged user's object, so only new or edited rows render.
 */
const UserRow = memo(function UserRow({ user, onEdit, onDelete }: UserRowProps) {
  return (
    <tr className="align-middle">
      <td className="px-4 py-3">
        <UserIdentity user={user} />
      </td>
      <td className="px-4 py-3 text-sm break-all text-stone-800">{user.email}</td>
      <td className="px-4 py-3">
        <RoleBadge role={user.role} />
      </td>
      <td className="px-4 py-3">
        <PlanBadge subscription={user.subscription} />
      </td>
      <td className="px-4 py-3 text-sm text-stone-700">{formatShortDate(user.createdAt)}</td>
      <td className="px-4 py-2">
        <UserActions user={user} onEdit={onEdit} onDelete={onDelete} />
      </td>
    </tr>
  );
});

const UserCard = memo(function UserCard({ user, onEdit, onDelete }: UserRowProps) {
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex items-start justify-between gap-2">
        <UserIdentity user={user} />
        <UserActions user={user} onEdit={onEdit} onDelete={onDelete} />
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-stone-600">Email</dt>
        <dd className="min-w-0 break-all text-stone-800">{user.email}</dd>
        <dt className="text-stone-600">Role</dt>
        <dd>
          <RoleBadge role={user.role} />
        </dd>
        <dt className="text-stone-600">Subscription</dt>
        <dd>
          <PlanBadge subscription={user.subscription} />
        </dd>
        <dt className="text-stone-600">Created</dt>
        <dd className="text-stone-800">{formatShortDate(user.createdAt)}</dd>
      </dl>
    </li>
  );
});
