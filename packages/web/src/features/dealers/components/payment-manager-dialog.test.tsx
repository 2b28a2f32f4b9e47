import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns/format';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { paymentsReceivedMessage } from '../api/mark-paid';
import { PAYMENT_MANAGER_PAGE, PaymentManagerDialog } from './payment-manager-dialog';

const sale = (id: number, net: number) => ({
  id,
  artwork_title: `Study ${id}`,
  sale_date: '2024-05-01',
  sale_price: net * 2,
  net_amount: net,
  payment_status: 'pending',
  dealer_id: 4,
});

describe('PaymentManagerDialog', () => {
  it("reads only this dealer's unpaid sales, a page at a time, and Show more loads the next page", async () => {
    const { requests } = mockApi({
      'GET /api/sales': (request) => {
        const offset = Number(new URLSearchParams(request.search).get('offset'));
        // A full first page, then a short last one.
        const count = offset === 0 ? PAYMENT_MANAGER_PAGE : 2;
        return { body: Array.from({ length: count }, (_, i) => sale(offset + i + 1, 10)) };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<PaymentManagerDialog dealer={{ id: 4, name: 'Galerie Nord' }} onClose={vi.fn()} />);

    expect(
      await screen.findByRole('checkbox', { name: `Select all (${PAYMENT_MANAGER_PAGE})` }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more unpaid sales' }));
    expect(
      await screen.findByRole('checkbox', { name: `Select all (${PAYMENT_MANAGER_PAGE + 2})` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more unpaid sales' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'GET').map((r) => r.search)).toEqual([
      `?dealer_id=4&payment_status=pending&limit=${PAYMENT_MANAGER_PAGE}&offset=0`,
      `?dealer_id=4&payment_status=pending&limit=${PAYMENT_MANAGER_PAGE}&offset=${PAYMENT_MANAGER_PAGE}`,
    ]);
  });

  it('says how many unpaid sales are shown of all the dealer owes while more remain', async () => {
    mockApi({
      'GET /api/sales': (request) => {
        const offset = Number(new URLSearchParams(request.search).get('offset'));
        const count = offset === 0 ? PAYMENT_MANAGER_PAGE : 268 - PAYMENT_MANAGER_PAGE;
        return {
          body: Array.from({ length: Math.min(count, PAYMENT_MANAGER_PAGE) }, (_, i) =>
            sale(offset + i + 1, 10),
          ),
          headers: { 'X-Total-Count': '1268' },
        };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<PaymentManagerDialog dealer={{ id: 4, name: 'Galerie Nord' }} onClose={vi.fn()} />);
    expect(await screen.findByTestId('unpaid-shown')).toHaveTextContent('Showing 100 of 1,268 unpaid sales');
    await user.click(screen.getByRole('button', { name: 'Show more unpaid sales' }));
    expect(await screen.findByText('Showing 200 of 1,268 unpaid sales')).toBeInTheDocument();
  });

  it('adds no count line once every unpaid sale is listed', async () => {
    mockApi({ 'GET /api/sales': { body: [sale(1, 10)], headers: { 'X-Total-Count': '1' } } });
    renderWithApp(<PaymentManagerDialog dealer={{ id: 4, name: 'Galerie Nord' }} onClose={vi.fn()} />);
    expect(await screen.findByRole('checkbox', { name: 'Select all (1)' })).toBeInTheDocument();
    expect(screen.queryByTestId('unpaid-shown')).not.toBeInTheDocument();
  });

  it('marks the selected sales as received and reports count and total', async () => {
    const { requests } = mockApi({
      'GET /api/sales': { body: [sale(1, 1000.25), sale(2, 234.25)] },
      'POST /api/sales/mark-paid': { body: { success: true, count: 2, total: 1234.5 } },
    });
    const onClose = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithApp(<PaymentManagerDialog dealer={{ id: 4, name: 'Galerie Nord' }} onClose={onClose} />);

    const submit = await screen.findByRole('button', { name: 'Mark as Received' });
    expect(submit).toBeDisabled();
    expect(screen.getByLabelText('Payment Date')).toHaveValue(format(new Date(), 'yyyy-MM-dd'));
    await user.click(screen.getByRole('checkbox', { name: /Select all/ }));
    expect(screen.getByText('$1,234.50')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Check Number'), ' 1042 ');
    await user.clear(screen.getByLabelText('Payment Date'));
    await user.type(screen.getByLabelText('Payment Date'), '2024-06-01');
    await user.click(submit);

    expect(
      await screen.findByText('2 payment(s) marked as received from Galerie Nord - Total: $1,234.50'),
    ).toBeInTheDocument();
    const call = requests.find((r) => r.path === '/api/sales/mark-paid')!;
    expect(call.body).toEqual({ sale_ids: [1, 2], payment_check_number: '1042', payment_date: '2024-06-01' });
    expect(requests.find((r) => r.method === 'GET')!.search).toBe(
      '?dealer_id=4&payment_status=pending&limit=100&offset=0',
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('marks the sales paid once for two submits before the button renders disabled', async () => {
    const { requests } = mockApi({
      'GET /api/sales': { body: [sale(1, 1000.25)] },
      'POST /api/sales/mark-paid': { body: { success: true, count: 1, total: 1000.25 } },
    });
    const onClose = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithApp(<PaymentManagerDialog dealer={{ id: 4, name: 'Galerie Nord' }} onClose={onClose} />);
    await user.click(await screen.findByRole('checkbox', { name: /Select all/ }));
    const form = screen.getByRole('form', { name: 'Mark payments as received' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it("says 'Failed to update payment status' when the call fails", async () => {
    mockApi({
      'GET /api/sales': { body: [sale(1, 50)] },
      'POST /api/sales/mark-paid': { status: 500, body: { error: 'boom' } },
    });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<PaymentManagerDialog dealer={{ id: 4, name: 'Galerie Nord' }} onClose={() => {}} />);
    await user.click(await screen.findByRole('checkbox', { name: /Study 1/ }));
    await user.click(screen.getByRole('button', { name: 'Mark as Received' }));
    expect(await screen.findByText('Failed to update payment status')).toBeInTheDocument();
  });

  it('shows a payment date before a chosen sale, or in the future, on the field and sends nothing', async () => {
    const { requests } = mockApi({
      'GET /api/sales': { body: [sale(1, 50), { ...sale(2, 60), sale_date: '2024-07-10' }] },
    });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<PaymentManagerDialog dealer={{ id: 4, name: 'Galerie Nord' }} onClose={() => {}} />);
    await user.click(await screen.findByRole('checkbox', { name: /Select all/ }));
    const date = screen.getByLabelText('Payment Date');
    await user.clear(date);
    await user.type(date, '2024-06-01');
    await user.click(screen.getByRole('button', { name: 'Mark as Received' }));
    expect(
      await screen.findByText('Payment date cannot be before the sale of "Study 2" on 2024-07-10'),
    ).toBeInTheDocument();
    await user.clear(date);
    await user.type(date, '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Mark as Received' }));
    expect(await screen.findByText('Payment date cannot be in the future')).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/api/sales/mark-paid')).toBe(false);
  });

  it("shows the server's payment date message on the field", async () => {
    const message = 'Payment date cannot be before the sale of "Study 1" on 2024-05-01';
    mockApi({
      'GET /api/sales': { body: [sale(1, 50)] },
      'POST /api/sales/mark-paid': {
        status: 400,
        body: { error: message, code: 'VALIDATION_ERROR', details: [{ path: 'payment_date', message }] },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<PaymentManagerDialog dealer={{ id: 4, name: 'Galerie Nord' }} onClose={() => {}} />);
    await user.click(await screen.findByRole('checkbox', { name: /Study 1/ }));
    await user.click(screen.getByRole('button', { name: 'Mark as Received' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("shows the server's reason on a conflict and reloads the list", async () => {
    const { requests } = mockApi({
      'GET /api/sales': { body: [sale(1, 50)] },
      'POST /api/sales/mark-paid': {
        status: 409,
        body: { error: 'A selected sale is already paid', code: 'CONFLICT' },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<PaymentManagerDialog dealer={{ id: 4, name: 'Galerie Nord' }} onClose={() => {}} />);
    await user.click(await screen.findByRole('checkbox', { name: /Study 1/ }));
    await user.click(screen.getByRole('button', { name: 'Mark as Received' }));
    expect(await screen.findByText('A selected sale is already paid')).toBeInTheDocument();
    await waitFor(() => expect(requests.filter((r) => r.method === 'GET').length).toBeGreaterThan(1));
  });

  it('formats totals with thousands separators and two decimals', () => {
    expect(paymentsReceivedMessage(1, 'A', 12345)).toBe(
      '1 payment(s) marked as received from A - Total: $12,345.00',
    );
  });
});
