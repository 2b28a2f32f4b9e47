import { DEFAULT_PLANS } from '@artledger/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { LANDING_TITLE, LandingPage } from '../features/landing/pages/landing-page';
import { planCardsKey } from './landing-start';
import { subscriptionPlansQuery } from '../lib/api/subscription-plans';
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
 * The landing page as a guest sees it, for the build to write into the HTML that `/` answers: a phone then
 * paints the page as soon as the HTML and CSS arrive, instead of after the app's JavaScript has downloaded
 * and run. Its plans are the built-in ones (the plans the server starts with); `plans` says which, for the
 * entry to check against the plans call (app/landing-start.ts).
 */
export function renderLanding(): { html: string; title: string; plans: string } {
  const queryClient = new QueryClient();
  queryClient.setQueryData(subscriptionPlansQuery.queryKey, DEFAULT_PLANS);
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={GUEST}>
        <MemoryRouter initialEntries={['/']}>
          <LandingPage />
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { html, title: documentTitle(LANDING_TITLE), plans: planCardsKey(DEFAULT_PLANS) };
}
