import type { Plan, Subscription, User } from '@artledger/domain';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, Route, RouterProvider } from 'react-router';
import { buildRoutes } from '../app/app-routes';
import { createQueryClient } from '../lib/query-client';
import { UnsavedChangesProvider } from '../lib/unsaved-changes';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    username: 'frida',
    firstName: 'Frida',
    lastName: 'Kahlo',
    email: 'frida@example.com',
    bio: null,
    website: null,
    location: null,
    phone: null,
    profileImage: null,
    role: 'artist',
    createdAt: '2023-03-14T10:00:00.000Z',
    ...overrides,
  };
}

export function makeSubscription(plan: Plan): Subscription {
  return {
    id: 1,
    user_id: 7,
    plan_id: plan.id,
    status: 'active',
    current_period_start: null,
    current_period_end: null,
    stripe_subscription_id: null,
    created_at: null,
    updated_at: null,
    plan,
  };
}

/** Puts a session in localStorage the way a sign-in does, before the app reads it. */
export function storeSession(user: User, token = 'test-token'): void {
  localStorage.setItem('authToken', token);
  localStorage.setItem('user', JSON.stringify(user));
}

interface Options {
  route?: string;
  path?: string;
}

/**
 * The unsaved-changes guard the signed-in layout gives its screens, for screens rendered without that layout.
 */
export const withUnsavedChangesGuard = (routes: ReactNode) => (
  <Route
    element={
      <UnsavedChangesProvider>
        <Outlet />
      </UnsavedChangesProvider>
    }
  >
    {routes}
  </Route>
);

/** Renders routes under the app's real root layout (query client, auth, toaster) and the unsaved-changes guard. */
export function renderRoutes(routes: ReactNode, route = '/') {
  const router = createMemoryRouter(buildRoutes(createQueryClient(), withUnsavedChangesGuard(routes)), {
    initialEntries: [route],
  });
  return { router, ...render(<RouterProvider router={router} />) };
}

/** Renders `ui` at `route` with the real providers, in a memory data router. */
export function renderWithApp(ui: ReactNode, { route = '/', path = '*' }: Options = {}) {
  return renderRoutes(
    <>
      <Route path={path} element={ui} />
      <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
      <Route path="/login" element={<h1>Login page</h1>} />
    </>,
    route,
  );
}
