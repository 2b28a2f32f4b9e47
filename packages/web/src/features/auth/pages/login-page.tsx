import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { forgetSessionEnded, readSessionEnded } from '../../../lib/session/session-ended';
import { AuthShell } from '../components/auth-shell';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  const [endedOn] = useState(readSessionEnded);
  const location = useLocation();
  const navigate = useNavigate();

  // Shown once: the note is dropped, and the page it was on becomes where signing in leads back to.
  useEffect(() => {
    if (endedOn === null) return;
    forgetSessionEnded();
    if (location.state == null && endedOn.startsWith('/') && !endedOn.startsWith('//')) {
      const url = new URL(endedOn, window.location.origin);
      void navigate(location.pathname, {
        replace: true,
        state: { from: { pathname: url.pathname, search: url.search, hash: url.hash } },
      });
    }
  }, [endedOn, location.state, location.pathname, navigate]);

  return (
    <AuthShell
      title="Sign in"
      heading="Welcome to ArtLedger"
      subheading="Sign in to manage your artworks, dealers and sales."
      footer={
        <>
          New to ArtLedger?{' '}
          <Link to="/register" className="font-medium text-indigo-700 underline-offset-4 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      {endedOn !== null && (
        <p role="status" className="mb-5 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Your session has ended. Please sign in again.
        </p>
      )}
      <LoginForm />
    </AuthShell>
  );
}
