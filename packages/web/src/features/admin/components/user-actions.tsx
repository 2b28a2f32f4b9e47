import type { AdminUser } from '@artledger/domain';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../../ui/button';

interface UserActionsProps {
  user: AdminUser;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

export function UserActions({ user, onEdit, onDelete }: UserActionsProps) {
  const isAdmin = user.role === 'admin';
  return (
    <div className="flex gap-1">
      <Button variant="ghost" size="sm" aria-label={`Edit ${user.username}`} onClick={() => onEdit(user)}>
        <Pencil aria-hidden="true" className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="text-red-700 hover:bg-red-50"
        aria-label={
          isAdmin ? `Delete ${user.username} (admins cannot be deleted)` : `Delete ${user.username}`
        }
        title={isAdmin ? 'Admins cannot be deleted' : undefined}
        disabled={isAdmin}
        onClick={() => onDelete(user)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}
