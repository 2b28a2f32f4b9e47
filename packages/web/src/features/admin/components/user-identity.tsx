import type { AdminUser } from '@artledger/domain';
import { AdminAvatar } from './admin-avatar';

export function fullName(user: AdminUser): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}

export function UserIdentity({ user }: { user: AdminUser }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <AdminAvatar user={user} />
      <div className="min-w-0">
        <p className="font-medium text-stone-900">{fullName(user)}</p>
        <p className="text-sm break-all text-stone-600">@{user.username}</p>
      </div>
    </div>
  );
}
