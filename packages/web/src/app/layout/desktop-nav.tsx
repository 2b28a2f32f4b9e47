import { Plus } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { useDealersBadge } from './dealers-badge';
import { MoreMenu } from './more-menu';
import { ADD_ARTWORK, DEALERS, type NavModel } from './nav-model';

export const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium transition-colors',
    isActive ? 'bg-indigo-50 text-indigo-800' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
  );

export function AddArtworkButton({ className }: { className?: string }) {
  return (
    <Link
      to={ADD_ARTWORK.to}
      aria-label="Add artwork"
      title="Add artwork"
      className={cn(
        'flex size-11 items-center justify-center rounded-full bg-indigo-600 text-white shadow-md transition hover:bg-indigo-700 hover:shadow-lg active:scale-95',
        className,
      )}
    >
      <Plus aria-hidden="true" className="size-6" strokeWidth={2.25} />
    </Link>
  );
}

/** Desktop order keeps the add button in the centre: two links, the add button, Dealers and More. */
export function DesktopNav({ model }: { model: NavModel }) {
  const dealers = useDealersBadge();
  const [dashboard, inventory] = model.primary;
  return (
    <nav aria-label="Main navigation" className="hidden items-center gap-1 md:flex">
      {[dashboard, inventory].map(
        (item) =>
          item && (
            <NavLink key={item.to} to={item.to} className={navLinkClasses}>
              {item.label}
            </NavLink>
          ),
      )}
      <AddArtworkButton className="mx-3" />
      <NavLink to={DEALERS.to} className={navLinkClasses} aria-describedby={dealers.describedBy}>
        {DEALERS.label}
        {dealers.badge}
      </NavLink>
      {dealers.description}
      <MoreMenu model={model} />
    </nav>
  );
}
