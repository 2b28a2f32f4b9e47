import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser, renderWithApp, storeSession } from '../../../test/render';
import { CredentialsForm } from './credentials-form';

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Update Credentials' });

describe('CredentialsForm', () => {
  it('shows the username messages', async () => {
    mockApi({});
    const user = userEvent.setup({ delay: null });
    renderWithApp(<CredentialsForm user={makeUser()} onDone={() => {}} />);

    await user.clear(input('Username'));
    await user.click(submit());
    expect(await screen.findByText('Username is required')).toBeInTheDocument();

    await user.type(input('Username'), 'ab');
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByText('Username must be at least 3 characters long')).toBeInTheDocument();
  });

  it('shows the new-password messages', async () => {
    const { requests } = mockApi({});
    const user = userEvent.setup({ delay: null });
    renderWithApp(<CredentialsForm user={makeUser()} onDone={() => {}} />);

    await user.type(input('New Password'), '12345');
    await user.type(input('Confirm New Password'), '54321');
    await user.click(submit());
    expect(await screen.findByText('New password must be at least 6 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Current password is required to change password')).toBeInTheDocument();
    expect(input('Current Password')).toHaveAccessibleDescription(
      /Current password is required to change password/,
    );
    expect(requests).toHaveLength(0);
  });

  it('sends username and password in one call, stores the fresh token and reports success', async () => {
    const current = makeUser();
    storeSession(current, 'old-token');
    const { requests } = mockApi({
      'GET /api/users/profile': { body: current },
      'PUT /api/users/credentials': {
        body: { success: true, user: { ...current, username: 'frida_k' }, token: 'fresh-token' },
      },
    });
    const onDone = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithApp(<CredentialsForm user={current} onDone={onDone} />);

    await user.clear(input('Username'));
    await user.type(input('Username'), 'frida_k');
    await user.type(input('Current Password'), 'old-secret');
    await user.type(input('New Password'), 'new-secret');
    await user.type(input('Confirm New Password'), 'new-secret');
    await user.click(submit());

    expect(await screen.findByText('Credentials updated successfully!')).toBeInTheDocument();
    const calls = requests.filter((r) => r.method === 'PUT');
    expect(calls.map((r) => r.path)).toEqual(['/api/users/credentials']);
    expect(calls[0]!.body).toEqual({
      username: 'frida_k',
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
    });
    expect(localStorage.getItem('authToken')).toBe('fresh-token');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ username: 'frida_k' });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it("shows the server's text when the current password is wrong", async () => {
    storeSession(makeUser());
    mockApi({
      'PUT /api/users/credentials': {
        status: 400,
        body: { error: 'Current password is incorrect', code: 'BAD_REQUEST' },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<CredentialsForm user={makeUser()} onDone={() => {}} />);
    await user.type(input('Current Password'), 'nope-nope');
    await user.type(input('New Password'), 'new-secret');
    await user.type(input('Confirm New Password'), 'new-secret');
    await user.click(submit());
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
  });

  // Sent twice with the old token, the second change answered 401 (the first had retired that token) and
  // signed the artist out of the tab they had just changed their password in.
  it('changes the password once for two submits before the button renders disabled', async () => {
    const current = makeUser();
    storeSession(current, 'old-token');
    const { requests } = mockApi({
      'GET /api/users/profile': { body: current },
      'PUT /api/users/credentials': { body: { success: true, user: current, token: 'fresh-token' } },
    });
    const onDone = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithApp(<CredentialsForm user={current} onDone={onDone} />);
    await user.type(input('Current Password'), 'old-secret');
    await user.type(input('New Password'), 'new-secret');
    await user.type(input('Confirm New Password'), 'new-secret');
    const form = screen.getByRole('form', { name: 'Change credentials' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
    expect(localStorage.getItem('authToken')).toBe('fresh-token');
  });
});
