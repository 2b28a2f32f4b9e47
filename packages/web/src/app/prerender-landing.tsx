import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { LANDING_TITLE, LandingPage } from '../features/landing/pages/landing-page';
import { documentTitle } from '../lib/document-title';
import { AuthContext, type AuthContextValue } from '../lib/session/auth-context';

const GUEST: AuthContextValue = {
  user: null,
  token: null,
  isAuthenticated: false,
  isLoading: false,
  signIn: () => {},
  signOut: () => {},
  updateUser: () => {},
  replaceToken: () => {},
};

/**
 * The landing page as a guest first sees it, for the build to write into the HTML that `/` answers: a phone
 * then paints the page as soon as the HTML and CSS arrive, instead of after the app's JavaScript has
 * downloaded and run. The app replaces it with the same markup when it starts (the plans' skeletons become
 * the plans then, as they do today once the plans arrive).
 */
export function renderLanding(): { html: string; title: string } {
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <AuthContext.Provider value={GUEST}>
        <MemoryRouter initialEntries={['/']}>
          <LandingPage />
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { html, title: documentTitle(LANDING_TITLE) };
}
