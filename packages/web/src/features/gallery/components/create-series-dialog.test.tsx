import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { CreateSeriesDialog } from './create-series-dialog';

describe('CreateSeriesDialog', () => {
  it('creates one series for a double click on Create Series, then closes', async () => {
    const { requests } = mockApi({
      'POST /api/series': { status: 201, body: { id: 3, name: 'Coastlines' } },
    });
    const onOpenChange = vi.fn();
    renderWithApp(<CreateSeriesDialog open onOpenChange={onOpenChange} />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Series Name'), 'Coastlines');
    await user.dblClick(screen.getByRole('button', { name: 'Create Series' }));
    expect(await screen.findByText('Series "Coastlines" created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(requests[0]!.body).toEqual({ name: 'Coastlines' });
    expect(onOpenChange).toHaveBeenCalledTimes(1);
  });

  it('stays open with the server message when the name is taken, and can submit again', async () => {
    const { requests } = mockApi({
      'POST /api/series': {
        status: 409,
        body: { error: 'A series with this name already exists', code: 'CONFLICT' },
      },
    });
    const onOpenChange = vi.fn();
    renderWithApp(<CreateSeriesDialog open onOpenChange={onOpenChange} />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Series Name'), 'Coastlines');
    await user.click(screen.getByRole('button', { name: 'Create Series' }));
    expect(await screen.findByText('A series with this name already exists')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    // The lock ends with the failed request: a second try goes out.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Series' })).toBeEnabled());
    await new Promise((resolve) => setTimeout(resolve, 10));
    await user.click(screen.getByRole('button', { name: 'Create Series' }));
    await waitFor(() => expect(requests).toHaveLength(2));
  });
});
