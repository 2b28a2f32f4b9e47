import type { Plan, Subscription, User } from '@artledger/domain';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Providers } from '../app/providers';
import { createQueryClient } from '../lib/query-client';

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

/** Renders with the real providers (query client, auth, toaster) inside a memory router. */
export function renderWithApp(ui: ReactNode, { route = '/', path = '*' }: Options = {}) {
  const queryClient = createQueryClient();
  return render(
    <MemoryRouter initialEntries={[route]}>
      <Providers queryClient={queryClient}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
          <Route path="/login" element={<h1>Login page</h1>} />
        </Routes>
      </Providers>
    </MemoryRouter>,
  );
}
