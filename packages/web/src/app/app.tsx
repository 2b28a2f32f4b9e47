import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes';
import { ErrorBoundary } from './error-boundary';
import { Providers } from './providers';
import { ScrollToTop } from './scroll-to-top';

export function App() {
  return (
    <BrowserRouter>
      <Providers>
        <ScrollToTop />
        <ErrorBoundary>
          <AppRoutes />
        </ErrorBoundary>
      </Providers>
    </BrowserRouter>
  );
}
