import { API_KEY_CHARACTERS_MESSAGE, API_KEY_TOO_LONG } from '@artledger/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser, renderWithApp, storeSession } from '../../../test/render';
import { GenerateDialog } from './generate-dialog';

/** A key stored before the profile checked keys: the dialog must say what is wrong, not do nothing. */
async function generateWith(storedKey: string) {
  const account = makeUser();
  storeSession(account);
  localStorage.setItem(`openaiApiKey:${account.id}`, storedKey);
  const { requests } = mockApi({});
  const user = userEvent.setup({ delay: null });
  renderWithApp(<GenerateDialog open onOpenChange={() => {}} libraries={[]} />);
  const dialog = await screen.findByRole('dialog', { name: 'Generate Image' });
  await user.type(screen.getByLabelText('Prompt', { selector: 'textarea' }), 'A misty harbour');
  await user.type(screen.getByLabelText('Title', { selector: 'input' }), 'Harbour');
  await user.click(screen.getByRole('button', { name: 'Generate' }));
  return { dialog, requests };
}

describe('GenerateDialog and a stored key it cannot send', () => {
  it('says a key pasted with a curly quote cannot be used, and sends nothing', async () => {
    const { dialog, requests } = await generateWith('“sk-test-abcd1234”');
    expect(dialog).toHaveTextContent(API_KEY_CHARACTERS_MESSAGE);
    // The toast says it too, once the toaster (loaded on demand, app/providers.tsx) is in.
    await waitFor(() => expect(screen.getAllByText(API_KEY_CHARACTERS_MESSAGE)).toHaveLength(2));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('says a key longer than any key is too long, and sends nothing', async () => {
    const { dialog, requests } = await generateWith(`sk-${'a'.repeat(600)}`);
    expect(dialog).toHaveTextContent(API_KEY_TOO_LONG);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });
});

describe('GenerateDialog submitting', () => {
  it('asks for one image for two submits before the button renders disabled', async () => {
    const account = makeUser();
    storeSession(account);
    localStorage.setItem(`openaiApiKey:${account.id}`, 'sk-test-abcd1234');
    const { requests } = mockApi({
      'POST /api/inspiration/generate': { status: 201, body: { id: 1, title: 'Harbour' } },
    });
    const onOpenChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithApp(<GenerateDialog open onOpenChange={onOpenChange} libraries={[]} />);
    const dialog = await screen.findByRole('dialog', { name: 'Generate Image' });
    await user.type(screen.getByLabelText('Prompt', { selector: 'textarea' }), 'A misty harbour');
    await user.type(screen.getByLabelText('Title', { selector: 'input' }), 'Harbour');
    const form = dialog.querySelector('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});
