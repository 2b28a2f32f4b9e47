import type { Consumable } from '@artledger/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { ManageSupplyDialog } from './manage-supply-dialog';
import { SupplyFormDialog } from './supply-form-dialog';

// Two submits before the button renders disabled: Enter pressed twice, or a double tap.
function submitTwice(form: HTMLElement) {
  fireEvent.submit(form);
  fireEvent.submit(form);
}

describe('supply dialogs send one write per submit', () => {
  it('adds one supply', async () => {
    const { requests } = mockApi({ 'POST /api/consumables': { status: 201, body: { id: 1 } } });
    const onOpenChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithApp(<SupplyFormDialog open onOpenChange={onOpenChange} supply={null} />);
    await user.selectOptions(screen.getByLabelText('Category *'), 'paint');
    await user.type(screen.getByLabelText('Name *'), 'Cadmium Red');
    submitTwice(document.getElementById('supply-form')!);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('records one transaction', async () => {
    const supply: Consumable = {
      id: 5,
      user_id: 7,
      category: 'paint',
      name: 'Cadmium Red',
      brand: null,
      description: null,
      size: null,
      color: '#c81e1e',
      type: null,
      quantity: 3,
      unit_price: 12,
      total_value: 36,
      purchase_link: null,
      supplier: null,
      notes: null,
      created_at: '2026-11-01T10:00:00.000Z',
      updated_at: '2026-11-01T10:00:00.000Z',
    };
    const { requests } = mockApi({
      'GET /api/consumables/5/transactions': { body: [], headers: { 'X-Total-Count': '0' } },
      'POST /api/consumables/5/transactions': { status: 201, body: { success: true } },
    });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<ManageSupplyDialog supply={supply} onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Record Transaction' }));
    const form = screen.getByRole('form', { name: 'Add Transaction' });
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '2');
    submitTwice(form);
    expect(await screen.findByText('Transaction recorded successfully')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});
