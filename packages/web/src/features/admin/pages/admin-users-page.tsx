import type { AdminUser } from '@artledger/domain';
import { RefreshCw, Search } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { isApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import { ErrorState } from '../../../ui/error-state';
import { controlBorder, controlClasses } from '../../../ui/field';
import { PageHeader } from '../../../ui/page-header';
import { Skeleton } from '../../../ui/skeleton';
import { useAdminUsers } from '../api/admin-users';
import { DeleteUserDialog } from '../components/delete-user-dialog';
import { EditUserDialog } from '../components/edit-user-dialog';
import { UsersTable } from '../components/users-table';

function matches(user: AdminUser, term: string): boolean {
  if (!term) return true;
  return [
    user.firstName,
    user.lastName,
    `${user.firstName} ${user.lastName}`,
    user.username,
    user.email,
    user.subscription.name,
  ].some((value) => value.toLowerCase().includes(term));
}

export function AdminUsersPage() {
  const users = useAdminUsers();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  const forbidden = isApiError(users.error) && users.error.status === 403;
  const failureMessage = forbidden
    ? 'No users found or you may not have permission to view users'
    : 'Failed to load users';
  useEffect(() => {
    if (users.isError) toast.error(failureMessage, { id: 'admin-users' });
  }, [users.isError, users.errorUpdatedAt, failureMessage]);

  const term = search.trim().toLowerCase();
  const shown = useMemo(() => (users.data ?? []).filter((user) => matches(user, term)), [users.data, term]);

  return (
    <>
      <PageHeader
        title="User Management"
        description="Every account, its plan and role."
        actions={
          <Button variant="secondary" onClick={() => void users.refetch()} disabled={users.isFetching}>
            <RefreshCw aria-hidden="true" className={users.isFetching ? 'size-4 animate-spin' : 'size-4'} />
            Refresh
          </Button>
        }
      />
      <div className="relative mb-6 max-w-xl">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
        />
        <input
          type="search"
          aria-label="Search users"
          placeholder="Search users by name, email, or subscription..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className={cn(controlClasses, controlBorder(), 'h-11 pl-9')}
        />
      </div>
      {users.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full rounded-xl" />
          ))}
        </div>
      ) : users.isError ? (
        <ErrorState
          title={failureMessage}
          description="The list could not be loaded. Check your connection and try again."
          onRetry={() => void users.refetch()}
          retrying={users.isFetching}
        />
      ) : (
        <UsersTable users={shown} onEdit={setEditing} onDelete={setDeleting} />
      )}
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
