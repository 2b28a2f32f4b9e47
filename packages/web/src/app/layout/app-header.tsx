import { Menu, X } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../lib/session/auth-context';
import { useNarrowScreen } from '../../lib/use-narrow-screen';
import { Logo } from '../../ui/logo';
import { AddArtworkButton, DesktopNav } from './desktop-nav';
import { MOBILE_MENU_ID, MobileMenu } from './mobile-menu';
import { useNavModel } from './nav-model';
import { UserMenu } from './user-menu';

export function AppHeader() {
  const model = useNavModel();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  // The desktop navigation and user menu are not rendered on a phone, where CSS would hide them: their
  // menus cost the first screen's render, and each menu's anchor sets state as it mounts, which renders
  // again and runs every new component's effects (the header's API calls among them) before the first paint.
  const narrow = useNarrowScreen();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  const logout = useCallback(() => {
    signOut();
    navigate('/login', { replace: true });
  }, [signOut, navigate]);

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      {/* Three columns with equal sides keep the add button in the true centre of the bar. */}
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 md:grid md:grid-cols-[1fr_auto_1fr] lg:px-8">
        <Link to="/dashboard" className="w-fit rounded-lg" aria-label="ArtLedger dashboard">
          <Logo />
        </Link>
        {!narrow && (
          <>
            <DesktopNav model={model} />
            <div className="justify-self-end">
              <UserMenu onLogout={logout} />
            </div>
          </>
        )}
        <div className="flex items-center gap-2 md:hidden">
          <AddArtworkButton />
          <button
            type="button"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
            className="flex size-11 items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100"
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
        </div>
      </div>
      <MobileMenu model={model} open={menuOpen} onClose={closeMenu} onLogout={logout} />
    </header>
  );
}
