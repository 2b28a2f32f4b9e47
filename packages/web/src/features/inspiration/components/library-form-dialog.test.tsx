import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { LibraryFormDialog } from './library-form-dialog';

describe('LibraryFormDialog', () => {
  it('creates one library for two submits before the button renders disabled', async () => {
    const { requests } = mockApi({
      'POST /api/style-libraries': { status: 201, body: { id: 2, name: 'Harbours', description: '' } },
    });
    const onOpenChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithApp(<LibraryFormDialog open onOpenChange={onOpenChange} library={null} />);
    await user.type(await screen.findByLabelText(/^Name/), 'Harbours');
    const form = document.getElementById('style-library-form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});
