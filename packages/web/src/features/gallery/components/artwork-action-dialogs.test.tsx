import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { ArtworkActionDialogs, type ActionState } from './artwork-action-dialogs';

const ARTWORK = { id: 9, title: 'Blue Hour', price: 1000, consignment: null };
const DEALERS = [
  { id: 1, name: 'Ana Ruiz', company_name: null, commission_rate: 40, commission_type: 'percentage' },
];
const FAILED = { status: 500, body: { error: 'Internal server error', code: 'INTERNAL' } };

function open(action: ActionState['action']) {
  renderWithApp(<ArtworkActionDialogs state={{ action, artwork: ARTWORK }} onClose={() => {}} />);
  return userEvent.setup({ delay: null });
}

/** As the gallery does it: a card's button sets the state, and closing sets it back to null. */
function Card() {
  const [state, setState] = useState<ActionState | null>(null);
  return (
    <main>
      <h1>Your Inventory</h1>
      <button type="button" onClick={() => setState({ action: 'delete', artwork: ARTWORK })}>
        Delete Blue Hour
      </button>
      <ArtworkActionDialogs state={state} onClose={() => setState(null)} />
    </main>
  );
}

describe('ArtworkActionDialogs', () => {
  it("gives focus back to the card's button, though closing unmounts the dialogs", async () => {
    mockApi({});
    renderWithApp(<Card />);
    const user = userEvent.setup({ delay: null });
    const opener = screen.getByRole('button', { name: 'Delete Blue Hour' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('sends one consignment for a double click on Consign Artwork', async () => {
    const { requests } = mockApi({
      'GET /api/dealers/options': { body: DEALERS },
      'POST /api/consignments': { status: 201, body: { id: 5 } },
    });
    const user = open('consign');
    await user.selectOptions(await screen.findByLabelText('Dealer'), '1');
    await user.dblClick(screen.getByRole('button', { name: 'Consign Artwork' }));
    expect(await screen.findByText('Artwork consigned to Ana Ruiz successfully!')).toBeInTheDocument();
    // Past the lock's release: a late second submit would have gone out by now.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('shows Retry inside the consign dialog when the dealers fail to load, with no submit', async () => {
    let fail = true;
    const { requests } = mockApi({
      'GET /api/dealers/options': () => (fail ? FAILED : { body: DEALERS }),
    });
    const user = open('consign');
    const dialog = await screen.findByRole('dialog', { name: 'Consign to Dealer' });
    const error = await within(dialog).findByTestId('error-state');
    expect(error).toHaveTextContent('Could not load dealers');
    expect(await screen.findByText('Failed to load dealers')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Consign Artwork' })).toBeDisabled();

    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByLabelText('Dealer')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('error-state')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Consign Artwork' })).toBeEnabled();
    expect(requests.filter((r) => r.path === '/api/dealers/options').length).toBeGreaterThanOrEqual(3);
  });

  it('sends one delete for a double click on Delete Artwork', async () => {
    const { requests } = mockApi({ 'DELETE /api/artworks/9': { body: { success: true } } });
    const user = open('delete');
    await user.dblClick(await screen.findByRole('button', { name: 'Delete Artwork' }));
    expect(await screen.findByText('Artwork deleted successfully')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('sends one sale for a double click on Mark as Sold', async () => {
    const { requests } = mockApi({
      'POST /api/sales': {
        status: 201,
        body: { success: true, sale: { sale_price: 1000, net_amount: 1000, dealer_name: null } },
      },
    });
    const user = open('sell');
    await user.dblClick(await screen.findByRole('button', { name: 'Mark as Sold' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});
