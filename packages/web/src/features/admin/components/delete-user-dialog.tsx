import type { AdminUser } from '@artledger/domain';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../lib/api-error';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useDeleteUser } from '../api/admin-users';

export function DeleteUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const remove = useDeleteUser();
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete User"
      message={
        user && (
          <>
            <span className="block">
              Are you sure you want to delete {user.username}? This action cannot be undone.
            </span>
            <span className="mt-2 block">
              All of the user&apos;s data, including artworks, sales, and other records will be permanently
              deleted.
            </span>
          </>
        )
      }
      confirmLabel="Delete User"
      busyLabel="Deleting..."
      busy={remove.isPending}
      destructive
      onConfirm={() => {
        if (!user) return;
        remove.mutate(user, {
          onSuccess: () => {
            toast.success(`Deleted user ${user.username}`);
            onClose();
          },
          onError: (error) => toast.error(errorMessage(error, 'Failed to delete user')),
        });
      }}
    />
  );
}
