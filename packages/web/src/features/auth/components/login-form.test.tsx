import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser, renderWithApp } from '../../../test/render';
import { LoginForm } from './login-form';

const username = () => screen.getByLabelText('Username or Email');
const password = () => screen.getByLabelText('Password', { selector: 'input' });

describe('LoginForm', () => {
  it('shows the required messages, then the minimum length, without calling the server', async () => {
    const { requests } = mockApi({});
    const user = userEvent.setup({ delay: null });
    renderWithApp(<LoginForm />);

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(username(), 'frida');
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();
    await user.type(password(), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(password()).toHaveAccessibleDescription('Password must be at least 6 characters');
    expect(requests).toHaveLength(0);
  });

  it('toggles the password visibility', async () => {
    mockApi({});
    const user = userEvent.setup({ delay: null });
    renderWithApp(<LoginForm />);
    expect(password()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password()).toHaveAttribute('type', 'password');
  });

  it('signs in, stores the session and welcomes the artist back', async () => {
    const { requests } = mockApi({
      'POST /api/auth/login': {
        body: { success: true, token: 'tok', user: makeUser({ firstName: 'Georgia' }) },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<LoginForm />);
    await user.type(username(), 'georgia@example.com');
    await user.type(password(), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Welcome back, Georgia!')).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/auth/login')!.body).toEqual({
      username: 'georgia@example.com',
      password: 'secret-1',
    });
    expect(localStorage.getItem('authToken')).toBe('tok');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ firstName: 'Georgia' });
  });

  it("shows the server's error text on a failed sign-in", async () => {
    mockApi({
      'POST /api/auth/login': {
        status: 401,
        body: { error: 'Invalid username or password', code: 'UNAUTHORIZED' },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<LoginForm />);
    await user.type(username(), 'frida');
    await user.type(password(), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid username or password')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it("says 'Login failed' when the answer lacks success and a token", async () => {
    mockApi({ 'POST /api/auth/login': { body: { user: makeUser() } } });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<LoginForm />);
    await user.type(username(), 'frida');
    await user.type(password(), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled());
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});
