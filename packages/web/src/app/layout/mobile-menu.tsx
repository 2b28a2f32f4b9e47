import { CreditCard, LogOut, UserRound } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { useAuth } from '../../lib/session/auth-context';
import { useDealersBadge } from './dealers-badge';
import { ADD_ARTWORK, DEALERS, type NavItem, type NavModel } from './nav-model';
import { UserAvatar } from './user-avatar';

export const MOBILE_MENU_ID = 'mobile-menu';

const itemClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 items-center gap-3 rounded-lg px-3 text-base font-medium',
    isActive ? 'bg-indigo-50 text-indigo-800' : 'text-stone-800 hover:bg-stone-100',
  );

function Item({
  item,
  children,
  describedBy,
}: {
  item: NavItem;
  children?: ReactNode;
  describedBy?: string;
}) {
  const Icon = item.icon;
  return (
    <li>
      <NavLink to={item.to} className={itemClasses} aria-describedby={describedBy}>
        <Icon aria-hidden="true" className="size-5 text-stone-600" />
        {item.label}
        {children}
      </NavLink>
    </li>
  );
}

function Section({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="border-t border-stone-200 py-3 first:border-t-0">
      {title && (
        <h2 className="px-3 pb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase">{title}</h2>
      )}
      <ul className="flex flex-col gap-1">{children}</ul>
    </div>
  );
}

interface MobileMenuProps {
  model: NavModel;
  open: boolean;
  onClose: () => void;
  onLogout: () => void;
}

/** Below md the whole navigation lives in this panel; it closes on navigation and on Escape. */
export function MobileMenu({ model, open, onClose, onLogout }: MobileMenuProps) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const dealers = useDealersBadge();

  useEffect(() => onClose(), [pathname, onClose]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <nav
      id={MOBILE_MENU_ID}
      aria-label="Mobile navigation"
      className="border-t border-stone-200 bg-white px-4 pb-4 md:hidden"
    >
      <Section>
        {model.primary.map((item) => (
          <Item key={item.to} item={item} />
        ))}
        <Item item={ADD_ARTWORK} />
        <Item item={DEALERS} describedBy={dealers.describedBy}>
          {dealers.badge}
        </Item>
        {model.more.map((item) => (
          <Item key={item.to} item={item} />
        ))}
      </Section>
      {dealers.description}
      {model.admin.length > 0 && (
        <Section title="Admin">
          {model.admin.map((item) => (
            <Item key={item.to} item={item} />
          ))}
        </Section>
      )}
      <Section title="Account">
        <li className="flex items-center gap-3 px-3 py-2">
          <UserAvatar user={user} />
          <span className="min-w-0">
            <span className="block truncate text-sm font-semibold text-stone-900">
              {user?.firstName} {user?.lastName}
            </span>
            <span className="block truncate text-xs text-stone-600">{user?.email}</span>
          </span>
        </li>
        <Item item={{ label: 'Profile Settings', to: '/profile', icon: UserRound }} />
        <Item item={{ label: 'Subscription', to: '/subscription', icon: CreditCard }} />
        <li>
          <button
            type="button"
            onClick={onLogout}
            className={itemClasses({ isActive: false }) + ' w-full text-left'}
          >
            <LogOut aria-hidden="true" className="size-5 text-stone-600" />
            Logout
          </button>
        </li>
      </Section>
    </nav>
  );
}
