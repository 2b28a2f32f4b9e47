import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { clearSession } from '../../../lib/auth-storage';
import { makeUser, renderWithApp, storeSession } from '../../../test/render';
import { API_KEY_PASTE_PROBLEM, ApiKeyCard } from './api-key-card';

describe('ApiKeyCard', () => {
  it('refuses an empty key, stores a trimmed one only in this browser, and removes it', async () => {
    const account = makeUser();
    storeSession(account);
    const slot = `openaiApiKey:${account.id}`;
    const { requests } = mockApi({});
    const user = userEvent.setup({ delay: null });
    renderWithApp(<ApiKeyCard />);

    await user.type(screen.getByLabelText('OpenAI API Key', { selector: 'input' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Store Key' }));
    expect(await screen.findByText('Please enter an API key')).toBeInTheDocument();
    expect(localStorage.getItem(slot)).toBeNull();

    await user.type(screen.getByLabelText('OpenAI API Key', { selector: 'input' }), ' sk-test-abcd1234 ');
    await user.click(screen.getByRole('button', { name: 'Store Key' }));
    expect(await screen.findByText('OpenAI API key saved successfully!')).toBeInTheDocument();
    expect(localStorage.getItem(slot)).toBe('sk-test-abcd1234');
    // Kept for this account only: nothing under the shared name another account would read.
    expect(localStorage.getItem('openaiApiKey')).toBeNull();
    expect(screen.getByTestId('saved-api-key')).toHaveTextContent('1234');
    expect(screen.getByTestId('saved-api-key')).not.toHaveTextContent('sk-test');
    // The key never leaves the browser: no write call, and no request carries it.
    expect(requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
    expect(JSON.stringify(requests)).not.toContain('sk-test');

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(localStorage.getItem(slot)).toBeNull();
    expect(screen.queryByTestId('saved-api-key')).not.toBeInTheDocument();
  });

  it('refuses a key pasted with a space, a curly quote or an accent, or longer than any key, and stores none', async () => {
    const account = makeUser();
    storeSession(account);
    const slot = `openaiApiKey:${account.id}`;
    mockApi({});
    const user = userEvent.setup({ delay: null });
    renderWithApp(<ApiKeyCard />);
    const input = screen.getByLabelText('OpenAI API Key', { selector: 'input' });
    for (const pasted of ['“sk-test-abcd1234”', 'sk-test abcd', 'sk-café-1234', `sk-${'a'.repeat(600)}`]) {
      await user.clear(input);
      await user.click(input);
      await user.paste(pasted);
      await user.click(screen.getByRole('button', { name: 'Store Key' }));
      const message = pasted.length > 500 ? 'API key is too long' : API_KEY_PASTE_PROBLEM;
      expect(input).toHaveAccessibleDescription(message);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(localStorage.getItem(slot)).toBeNull();
    }
    // Typing again clears the message.
    await user.type(input, 'x');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('saved-api-key')).not.toBeInTheDocument();
  });

  it('is cleared on sign-out so the next account on this browser does not inherit it', () => {
    const account = makeUser();
    storeSession(account);
    localStorage.setItem(`openaiApiKey:${account.id}`, 'sk-mine');
    localStorage.setItem('openaiApiKey', 'sk-legacy-shared');
    clearSession();
    expect(localStorage.getItem(`openaiApiKey:${account.id}`)).toBeNull();
    expect(localStorage.getItem('openaiApiKey')).toBeNull();
  });
});
