import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useCreateSale } from '../lib/api/create-sale';
import { mockApi } from '../test/fetch-mock';
import { renderWithApp } from '../test/render';
import { MarkSoldDialog, type SaleArtwork } from './mark-sold-dialog';

const DIRECT: SaleArtwork = { id: 4, title: 'Blue Hour', price: 1500, consignment: null };
const CONSIGNED: SaleArtwork = { ...DIRECT, consignment: { dealer_id: 2, dealer_name: 'Ana Ruiz' } };

/** The dialog wired to the real mutation hook, as the screens use it. */
function Harness({ artwork }: { artwork: SaleArtwork }) {
  const sell = useCreateSale();
  return (
    <MarkSoldDialog
      open
      onOpenChange={() => {}}
      artwork={artwork}
      busy={sell.isPending}
      onSubmit={(body) => sell.mutate({ body, artworkTitle: artwork.title })}
    />
  );
}

describe('MarkSoldDialog', () => {
  it("shows the spec's messages and sends nothing", async () => {
    const onSubmit = vi.fn();
    renderWithApp(<MarkSoldDialog open onOpenChange={() => {}} artwork={DIRECT} onSubmit={onSubmit} />);
    const user = userEvent.setup({ delay: null });
    expect(screen.getByLabelText('Sale Price ($)')).toHaveValue(1500);
    expect(screen.getByLabelText('Shipping Cost ($)')).toHaveValue(0);
    expect(screen.getByLabelText('Payment Method')).toHaveValue('cash');
    expect(screen.getByRole('option', { name: 'Credit Card' })).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Sale Date'));
    await user.clear(screen.getByLabelText('Sale Price ($)'));
    await user.type(screen.getByLabelText('Sale Price ($)'), '0');
    await user.click(screen.getByRole('button', { name: 'Mark as Sold' }));
    expect(await screen.findByText('Sale date is required')).toBeInTheDocument();
    expect(screen.getByText('Sale price must be greater than 0')).toBeInTheDocument();
    expect(screen.getByLabelText('Sale Price ($)')).toHaveAccessibleDescription(
      'Sale price must be greater than 0',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('announces a direct sale with its price', async () => {
    const { requests } = mockApi({
      'POST /api/sales': {
        status: 201,
        body: { success: true, sale: { sale_price: 1500, net_amount: 1500, dealer_name: null } },
      },
    });
    renderWithApp(<Harness artwork={DIRECT} />);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Mark as Sold' }));
    expect(await screen.findByText('"Blue Hour" sold for $1,500.00!')).toBeInTheDocument();
    expect(requests[0]!.body).toMatchObject({
      artwork_id: 4,
      sale_price: 1500,
      shipping_cost: 0,
      payment_method: 'cash',
    });
    expect(requests[0]!.body).not.toHaveProperty('dealer_id');
  });

  it("announces a dealer sale with the server's net and a pending payment", async () => {
    const { requests } = mockApi({
      'POST /api/sales': {
        status: 201,
        body: { success: true, sale: { sale_price: 1500, net_amount: 900, dealer_name: 'Ana Ruiz' } },
      },
    });
    renderWithApp(<Harness artwork={CONSIGNED} />);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Mark as Sold' }));
    expect(
      await screen.findByText('"Blue Hour" sold via Ana Ruiz - Payment pending: $900.00'),
    ).toBeInTheDocument();
    expect(requests[0]!.body).toMatchObject({ dealer_id: 2 });
  });

  it("prefers the server's words on failure", async () => {
    mockApi({
      'POST /api/sales': { status: 409, body: { error: 'This artwork is already sold', code: 'CONFLICT' } },
    });
    renderWithApp(<Harness artwork={DIRECT} />);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Mark as Sold' }));
    expect(await screen.findByText('This artwork is already sold')).toBeInTheDocument();
  });
});
