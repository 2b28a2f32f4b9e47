import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { ApiKeyCard } from './api-key-card';

describe('ApiKeyCard', () => {
  it('refuses an empty key, stores a trimmed one only in this browser, and removes it', async () => {
    const { requests } = mockApi({});
    const user = userEvent.setup({ delay: null });
    renderWithApp(<ApiKeyCard />);

    await user.type(screen.getByLabelText('OpenAI API Key', { selector: 'input' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Store Key' }));
    expect(await screen.findByText('Please enter an API key')).toBeInTheDocument();
    expect(localStorage.getItem('openaiApiKey')).toBeNull();

    await user.type(screen.getByLabelText('OpenAI API Key', { selector: 'input' }), ' sk-test-abcd1234 ');
    await user.click(screen.getByRole('button', { name: 'Store Key' }));
    expect(await screen.findByText('OpenAI API key saved successfully!')).toBeInTheDocument();
    expect(localStorage.getItem('openaiApiKey')).toBe('sk-test-abcd1234');
    expect(screen.getByTestId('saved-api-key')).toHaveTextContent('1234');
    expect(screen.getByTestId('saved-api-key')).not.toHaveTextContent('sk-test');
    expect(requests).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(localStorage.getItem('openaiApiKey')).toBeNull();
    expect(screen.queryByTestId('saved-api-key')).not.toBeInTheDocument();
  });
});
