import type { AdminUser } from '@artledger/domain';
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { profileImageUrl } from '../../../lib/media';

/** The profile picture from the profiles upload folder, or a neutral placeholder. */
export function AdminAvatar({ user }: { user: AdminUser }) {
  const [failed, setFailed] = useState(false);
  const src = profileImageUrl(user.profileImage);
  if (src && !failed)
    return (
      <img
        src={src}
        alt=""
        className="size-10 shrink-0 rounded-full object-cover"
        onError={() => setFailed(true)}
      />
    );
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-stone-100 text-stone-600"
    >
      <UserRound className="size-5" />
    </span>
  );
}
