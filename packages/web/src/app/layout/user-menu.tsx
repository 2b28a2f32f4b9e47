import { CreditCard, LogOut, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { useAuth } from '../../lib/session/auth-context';
import { menuContentClasses, menuItemClasses } from './menu-styles';
import { UserAvatar } from './user-avatar';

export function UserMenu({ onLogout }: { onLogout: () => void }) {
  const { user } = useAuth();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label="User menu"
        className="flex size-11 items-center justify-center rounded-full hover:bg-stone-100 data-[state=open]:bg-stone-100"
      >
        <UserAvatar user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={menuContentClasses}>
          <div className="px-3 py-2">
            <p className="truncate text-sm font-semibold text-stone-900">
              {user?.firstName} {user?.lastName}
            </p>
            <p className="truncate text-xs text-stone-600">{user?.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1.5 h-px bg-stone-200" />
          <DropdownMenu.Item asChild className={menuItemClasses}>
            <Link to="/profile">
              <UserRound aria-hidden="true" className="size-4 text-stone-600" />
              Profile Settings
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={menuItemClasses}>
            <Link to="/subscription">
              <CreditCard aria-hidden="true" className="size-4 text-stone-600" />
              Subscription
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1.5 h-px bg-stone-200" />
          <DropdownMenu.Item className={menuItemClasses} onSelect={onLogout}>
            <LogOut aria-hidden="true" className="size-4 text-stone-600" />
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
