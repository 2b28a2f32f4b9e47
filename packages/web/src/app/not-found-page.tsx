import { useDocumentTitle } from '../lib/document-title';
import { ButtonLink } from '../ui/button';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center px-6 text-center">
      <p className="text-sm font-semibold text-indigo-700">404</p>
      <h1 className="mt-2 text-2xl font-semibold text-stone-900">Page not found</h1>
      <p className="mt-2 text-stone-600">The page you are looking for does not exist or has moved.</p>
      <ButtonLink to="/" className="mt-6">
        Go home
      </ButtonLink>
    </main>
  );
}
