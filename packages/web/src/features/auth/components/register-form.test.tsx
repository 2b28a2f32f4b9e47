import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser, renderWithApp } from '../../../test/render';
import { RegisterForm } from './register-form';

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

describe('RegisterForm', () => {
  it('shows every validation message, each under its own field', async () => {
    const { requests } = mockApi({});
    const user = userEvent.setup({ delay: null });
    renderWithApp(<RegisterForm />);

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Username is required',
      'Email is required',
      'Password is required',
      'Please confirm your password',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(field('First Name')).toHaveAccessibleDescription('First name is required');

    await user.type(field('First Name'), 'Frida');
    await user.type(field('Last Name'), 'Kahlo');
    await user.type(field('Username'), 'fk');
    await user.type(field('Email'), 'not-an-email');
    await user.type(field('Password'), '12345');
    await user.type(field('Confirm Password'), '54321');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(field('Confirm Password')).toHaveAccessibleDescription('Passwords do not match');
    expect(requests).toHaveLength(0);
  });

  it("clears a field's error as soon as it is edited, leaving the others", async () => {
    mockApi({});
    const user = userEvent.setup({ delay: null });
    renderWithApp(<RegisterForm />);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();

    await user.type(field('First Name'), 'F');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    expect(field('First Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
  });

  it('sends trimmed values, never the confirmation, and signs the artist in', async () => {
    const created = makeUser({ firstName: 'Frida' });
    const { requests } = mockApi({
      'POST /api/auth/register': { status: 201, body: { success: true, token: 'new-token', user: created } },
    });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<RegisterForm planId={3} />);

    await user.type(field('First Name'), '  Frida ');
    await user.type(field('Last Name'), ' Kahlo  ');
    await user.type(field('Username'), ' frida ');
    await user.type(field('Email'), ' frida@example.com ');
    await user.type(field('Password'), 'secret-1');
    await user.type(field('Confirm Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(requests.some((r) => r.path === '/api/auth/register')).toBe(true));
    const sent = requests.find((r) => r.path === '/api/auth/register')!.body;
    expect(sent).toEqual({
      firstName: 'Frida',
      lastName: 'Kahlo',
      username: 'frida',
      email: 'frida@example.com',
      password: 'secret-1',
      planId: 3,
    });
    expect(sent).not.toHaveProperty('confirmPassword');
    expect(await screen.findByText('Welcome to ArtLedger, Frida!')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBe('new-token');
  });

  it("shows the server's error text when registration fails", async () => {
    mockApi({
      'POST /api/auth/register': {
        status: 409,
        body: { error: 'That username is already taken', code: 'CONFLICT' },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<RegisterForm />);
    await user.type(field('First Name'), 'Frida');
    await user.type(field('Last Name'), 'Kahlo');
    await user.type(field('Username'), 'frida');
    await user.type(field('Email'), 'frida@example.com');
    await user.type(field('Password'), 'secret-1');
    await user.type(field('Confirm Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('That username is already taken')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});
