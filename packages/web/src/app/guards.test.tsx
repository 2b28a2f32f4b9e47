import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/fetch-mock';
import { makeUser, renderRoutes, storeSession } from '../test/render';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';

function renderAt(route: string) {
  return renderRoutes(
    <>
      <Route element={<GuestOnly />}>
        <Route path="/login" element={<h1>Login</h1>} />
      </Route>
      <Route element={<RequireAuth />}>
        <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        <Route path="/profile" element={<h1>Profile</h1>} />
        <Route element={<RequireAdmin />}>
          <Route path="/admin/users" element={<h1>User Management</h1>} />
        </Route>
      </Route>
    </>,
    route,
  );
}

describe('route guards', () => {
  it('sends a guest from an app page to /login', () => {
    mockApi({});
    renderAt('/profile');
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('sends a signed-in user away from /login to the dashboard', () => {
    storeSession(makeUser());
    mockApi({ 'GET /api/users/profile': { body: makeUser() } });
    renderAt('/login');
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('admits admins to /admin/users and redirects artists to /dashboard', () => {
    storeSession(makeUser({ role: 'artist' }));
    mockApi({});
    const { unmount } = renderAt('/admin/users');
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    unmount();

    storeSession(makeUser({ role: 'admin' }));
    renderAt('/admin/users');
    expect(screen.getByRole('heading', { name: 'User Management' })).toBeInTheDocument();
  });

  it('treats a corrupt stored user as signed out', () => {
    localStorage.setItem('authToken', 'tok');
    localStorage.setItem('user', '{oops');
    mockApi({});
    renderAt('/dashboard');
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});
