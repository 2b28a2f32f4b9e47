import type { User } from '@artledger/domain';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import { initials } from '../../lib/text';
import { profileImageUrl } from '../../lib/media';

export function UserAvatar({ user, className }: { user: User | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  const src = profileImageUrl(user?.profileImage);
  const classes = cn(
    'flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full',
    className,
  );
  if (src && !failed) {
    return <img src={src} alt="" className={cn(classes, 'object-cover')} onError={() => setFailed(true)} />;
  }
  return (
    <span aria-hidden="true" className={cn(classes, 'bg-indigo-100 text-sm font-semibold text-indigo-800')}>
      {initials(user?.firstName, user?.lastName)}
    </span>
  );
}
