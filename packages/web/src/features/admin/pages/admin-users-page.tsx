import type { AdminUser } from '@artledger/domain';
import { RefreshCw, Search } from 'lucide-react';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useErrorToast } from '../../../lib/use-error-toast';
import { Button } from '../../../ui/button';
import { ErrorState } from '../../../ui/error-state';
import { controlBorder, controlClasses } from '../../../ui/field';
import { PageHeader } from '../../../ui/page-header';
import { ShowMore } from '../../../ui/show-more';
import { Skeleton } from '../../../ui/skeleton';
import { useAdminUsers } from '../api/admin-users';
import { DeleteUserDialog } from '../components/delete-user-dialog';
import { EditUserDialog } from '../components/edit-user-dialog';
import { UsersTable } from '../components/users-table';

export function AdminUsersPage() {
  const [search, setSearch] = useState('');
  const users = useAdminUsers(useDebouncedValue(search));
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  const forbidden = isApiError(users.error) && users.error.status === 403;
  const failureMessage = forbidden
    ? 'No users found or you may not have permission to view users'
    : 'Failed to load users';
  useErrorToast(users.isError, failureMessage, 'admin-users');

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
      ) : users.isError && !users.data ? (
        <ErrorState
          title={failureMessage}
          description="The list could not be loaded. Check your connection and try again."
          onRetry={() => void users.refetch()}
          retrying={users.isFetching}
        />
      ) : (
        <>
          <UsersTable users={users.data ?? []} onEdit={setEditing} onDelete={setDeleting} />
          <ShowMore
            className="mt-6"
            label="Show more users"
            hasMore={users.hasNextPage}
            loading={users.isFetchingNextPage}
            onClick={() => void users.fetchNextPage()}
          />
        </>
      )}
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
