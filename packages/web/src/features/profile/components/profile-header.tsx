import type { User } from '@artledger/domain';
import { Mail, Pencil } from 'lucide-react';
import { useState } from 'react';
import { capitalize, initials } from '../../../lib/text';
import { profileImageUrl } from '../../../lib/media';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';

function Avatar({ user }: { user: User }) {
  const [failed, setFailed] = useState(false);
  const src = profileImageUrl(user.profileImage);
  if (src && !failed) {
    return (
      <img
        src={src}
        alt={`${user.firstName} ${user.lastName}`}
        className="size-20 shrink-0 rounded-full object-cover ring-4 ring-white"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-20 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-2xl font-semibold text-indigo-800 ring-4 ring-white"
    >
      {initials(user.firstName, user.lastName)}
    </span>
  );
}

interface ProfileHeaderProps {
  user: User;
  editing: boolean;
  onEdit: () => void;
}

export function ProfileHeader({ user, editing, onEdit }: ProfileHeaderProps) {
  return (
    <div className="flex flex-col gap-5 border-b border-stone-200 p-6 sm:flex-row sm:items-center">
      <Avatar user={user} />
      <div className="min-w-0 flex-1">
        <h2 className="truncate text-xl font-semibold text-stone-900">
          {user.firstName} {user.lastName}
        </h2>
        <dl className="mt-2 flex flex-col gap-1.5 text-sm text-stone-600 sm:flex-row sm:flex-wrap sm:gap-x-6">
          <div className="flex items-center gap-2">
            <dt>Account Type</dt>
            <dd>
              <Badge tone={user.role === 'admin' ? 'violet' : 'indigo'}>{capitalize(user.role)}</Badge>
            </dd>
          </div>
          <div className="flex min-w-0 items-center gap-2">
            <dt>
              <Mail aria-hidden="true" className="size-4" />
              <span className="sr-only">Email</span>
            </dt>
            <dd className="truncate">{user.email}</dd>
          </div>
        </dl>
      </div>
      {!editing && (
        <Button variant="secondary" onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit Profile
        </Button>
      )}
    </div>
  );
}
