import { Link } from 'react-router';
import { useAuth } from '../../../lib/session/auth-context';
import { ButtonLink } from '../../../ui/button';
import { Logo } from '../../../ui/logo';

export function LandingHeader() {
  const { isAuthenticated } = useAuth();
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200/80 bg-stone-50/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="rounded-lg" aria-label="ArtLedger home">
          <Logo />
        </Link>
        <nav aria-label="Account" className="flex items-center gap-2 sm:gap-3">
          {isAuthenticated ? (
            <ButtonLink to="/dashboard">Go to Dashboard</ButtonLink>
          ) : (
            <>
              <ButtonLink to="/login" variant="ghost" data-guest-only>
                Sign In
              </ButtonLink>
              <ButtonLink to="/register" data-guest-only>
                Get Started
              </ButtonLink>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
