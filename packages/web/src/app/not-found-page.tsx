import { useDocumentTitle } from '../lib/document-title';
import { useNavigate } from 'react-router';
import { useAuth } from '../lib/session/auth-context';
import { Button, ButtonLink } from '../ui/button';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  const { user } = useAuth();
  const navigate = useNavigate();
  // A tab opened straight on a bad link has no history to return to.
  const canGoBack = typeof window !== 'undefined' && window.history.length > 1;
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center px-6 text-center">
      <p className="text-sm font-semibold text-indigo-700">404</p>
      <h1 className="mt-2 text-2xl font-semibold text-stone-900">Page not found</h1>
      <p className="mt-2 text-stone-600">The page you are looking for does not exist or has moved.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {canGoBack && (
          <Button variant="secondary" onClick={() => void navigate(-1)}>
            Go back
          </Button>
        )}
        <ButtonLink to={user ? '/dashboard' : '/'}>{user ? 'Go to Dashboard' : 'Go home'}</ButtonLink>
      </div>
    </main>
  );
}
