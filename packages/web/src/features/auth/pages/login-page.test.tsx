import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { GuestOnly, RequireAuth } from '../../../app/guards';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser, renderRoutes } from '../../../test/render';
import { LoginPage } from './login-page';

function renderLogin() {
  return renderRoutes(
    <>
      <Route element={<GuestOnly />}>
        <Route path="/login" element={<LoginPage />} />
      </Route>
      <Route element={<RequireAuth />}>
        <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        <Route path="/gallery/:id" element={<h1>Artwork page</h1>} />
      </Route>
    </>,
    '/login',
  );
}

afterEach(() => sessionStorage.clear());

describe('LoginPage after a session ended', () => {
  it('says the session ended and, once signed in, returns to the page the person was on', async () => {
    sessionStorage.setItem('artledger:session-ended', '/gallery/5');
    mockApi({ 'POST /api/auth/login': { body: { success: true, token: 'tok', user: makeUser() } } });
    const user = userEvent.setup({ delay: null });
    renderLogin();
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
    expect(sessionStorage.getItem('artledger:session-ended')).toBeNull();

    await user.type(screen.getByLabelText('Username or Email'), 'frida');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Artwork page' })).toBeInTheDocument();
  });

  it('says nothing of a session when the page was opened to sign in', () => {
    mockApi({});
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Welcome to ArtLedger' })).toBeInTheDocument();
    expect(screen.queryByText(/session has ended/)).not.toBeInTheDocument();
  });
});
