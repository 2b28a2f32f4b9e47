import type { AdminUser } from '@artledger/domain';
import { memo, useRef } from 'react';
import { formatShortDate } from '../../../lib/format';
import { PlanBadge, RoleBadge } from './plan-badge';
import { UserActions } from './user-actions';
import { useNarrowScreen } from '../../../lib/use-narrow-screen';
import { useVirtualUsers } from './use-virtual-users';
import { UserIdentity } from './user-identity';

interface UsersTableProps {
  users: AdminUser[];
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase';

/**
 * A table from md up; below that each user is a card, so nothing scrolls sideways on a phone. Either way
 * only the users near the viewport are in the DOM (every page of thousands of users can be loaded).
 */
export function UsersTable(props: UsersTableProps) {
  return useNarrowScreen() ? <UserCards {...props} /> : <UserRows {...props} />;
}

function UserRows({ users, onEdit, onDelete }: UsersTableProps) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const { virtualizer, items, onFocus } = useVirtualUsers(users, bodyRef, { estimate: 69 });
  // Rows stay in the table's own flow (its columns and semantics intact); the rows not rendered are
  // stood in for by empty rows of their height, hidden from assistive technology.
  const margin = virtualizer.options.scrollMargin;
  let end = margin;
  const rows = [];
  for (const item of items) {
    if (item.start > end) rows.push(<SpacerRow key={`gap-${item.index}`} height={item.start - end} />);
    const user = users[item.index]!;
    rows.push(
      <UserRow
        key={user.id}
        index={item.index}
        measure={virtualizer.measureElement}
        user={user}
        onEdit={onEdit}
        onDelete={onDelete}
      />,
    );
    end = item.end;
  }
  const rest = virtualizer.getTotalSize() - (end - margin);
  if (rest > 0) rows.push(<SpacerRow key="rest" height={rest} />);

  // No scroll anchoring inside the table: the browser would move the page to keep a row in place whenever a
  // spacer's height changes, on top of the virtualizer's own correction, and the page would drift.
  return (
    <div className="overflow-hidden rounded-xl border border-stone-200 bg-white [overflow-anchor:none]">
      <table className="w-full table-fixed" aria-rowcount={users.length + 1}>
        <caption className="sr-only">Users</caption>
        <thead className="border-b border-stone-200 bg-stone-50">
          <tr aria-rowindex={1}>
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
        <tbody ref={bodyRef} onFocus={onFocus}>
          {users.length === 0 ? (
            <tr aria-rowindex={2}>
              <td colSpan={6} className="px-4 py-10 text-center text-sm text-stone-600">
                No users found
              </td>
            </tr>
          ) : (
            rows
          )}
        </tbody>
      </table>
    </div>
  );
}

function SpacerRow({ height }: { height: number }) {
  return (
    <tr aria-hidden="true">
      <td colSpan={6} className="p-0" style={{ height }} />
    </tr>
  );
}

function UserCards({ users, onEdit, onDelete }: UsersTableProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const { virtualizer, items, onFocus } = useVirtualUsers(users, listRef, { estimate: 230, gap: 12 });
  if (users.length === 0)
    return (
      <p className="rounded-xl border border-stone-200 bg-white px-4 py-10 text-center text-sm text-stone-600">
        No users found
      </p>
    );
  return (
    <ul
      ref={listRef}
      aria-label="Users"
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={onFocus}
    >
      {items.map((item) => {
        const user = users[item.index]!;
        return (
          <UserCard
            key={user.id}
            index={item.index}
            setSize={users.length}
            offset={item.start - virtualizer.options.scrollMargin}
            measure={virtualizer.measureElement}
            user={user}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        );
      })}
    </ul>
  );
}

interface UserRowProps {
  index: number;
  measure: (element: Element | null) => void;
  user: AdminUser;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

/*
 * Memoised: a scroll, a page loaded or a role saved renders only the rows that came into view or changed.
 * The cache keeps an unchanged user's object, and a row's index only moves when a user above it is deleted.
 */
const UserRow = memo(function UserRow({ index, measure, user, onEdit, onDelete }: UserRowProps) {
  return (
    <tr
      ref={measure}
      data-index={index}
      aria-rowindex={index + 2}
      className="border-t border-stone-100 align-middle first:border-t-0"
    >
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

/** The list item is cheap to render again (its position and the list's size change); its content is memoised. */
function UserCard({
  index,
  setSize,
  offset,
  measure,
  user,
  onEdit,
  onDelete,
}: UserRowProps & { setSize: number; offset: number }) {
  return (
    <li
      ref={measure}
      data-index={index}
      aria-setsize={setSize}
      aria-posinset={index + 1}
      className="absolute top-0 left-0 w-full rounded-xl border border-stone-200 bg-white p-4"
      style={{ transform: `translateY(${offset}px)` }}
    >
      <UserCardContent user={user} onEdit={onEdit} onDelete={onDelete} />
    </li>
  );
}

const UserCardContent = memo(function UserCardContent({
  user,
  onEdit,
  onDelete,
}: Pick<UserRowProps, 'user' | 'onEdit' | 'onDelete'>) {
  return (
    <>
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
    </>
  );
});
