import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { ConsignDialog } from './consign-dialog';

const DEALERS = [
  {
    id: 1,
    name: 'Ana Ruiz',
    company_name: 'Galería Sol',
    commission_rate: 40,
    commission_type: 'percentage' as const,
  },
  {
    id: 2,
    name: 'Flat Fee Co',
    company_name: null,
    commission_rate: 500,
    commission_type: 'flat_rate' as const,
  },
  { id: 3, name: 'No Rate', company_name: null, commission_rate: 0, commission_type: 'percentage' as const },
];

function open(onSubmit = vi.fn(), dealers = DEALERS) {
  renderWithApp(
    <ConsignDialog
      open
      onOpenChange={() => {}}
      artwork={{ id: 9, title: 'Blue Hour', price: 1000 }}
      dealers={dealers}
      onSubmit={onSubmit}
    />,
  );
  return { user: userEvent.setup({ delay: null }), dialog: screen.getByRole('dialog'), onSubmit };
}

describe('ConsignDialog', () => {
  it('prefills the price and the dealer rate, and previews what the artist receives', async () => {
    const { user } = open();
    expect(screen.getByLabelText('Consignment Price ($)')).toHaveValue(1000);
    expect(screen.getByLabelText('Consignment Date')).toHaveValue(new Date().toLocaleDateString('en-CA'));
    await user.selectOptions(screen.getByLabelText('Dealer'), '1');
    expect(screen.getByLabelText('Commission Rate (%)')).toHaveValue(40);
    expect(screen.getByTestId('you-receive')).toHaveTextContent('$600.00');

    // A dealer without a default rate leaves the typed rate alone.
    await user.selectOptions(screen.getByLabelText('Dealer'), '3');
    expect(screen.getByLabelText('Commission Rate (%)')).toHaveValue(40);
  });

  it('never previews less than $0', async () => {
    const { user } = open();
    await user.selectOptions(screen.getByLabelText('Dealer'), '2');
    const price = screen.getByLabelText('Consignment Price ($)');
    await user.clear(price);
    await user.type(price, '100');
    expect(screen.getByTestId('you-receive')).toHaveTextContent('$0.00');
  });

  it("shows the spec's messages and sends nothing while they stand", async () => {
    const { user, onSubmit } = open();
    await user.clear(screen.getByLabelText('Consignment Date'));
    const price = screen.getByLabelText('Consignment Price ($)');
    await user.clear(price);
    await user.type(price, '-5');
    await user.type(screen.getByLabelText('Commission Rate (%)'), '150');
    await user.click(screen.getByRole('button', { name: 'Consign Artwork' }));
    expect(await screen.findByText('Please select a dealer')).toBeInTheDocument();
    expect(screen.getByText('Consignment date is required')).toBeInTheDocument();
    expect(screen.getByText('Price must be a positive number')).toBeInTheDocument();
    expect(screen.getByText('Commission rate must be between 0 and 100')).toBeInTheDocument();
    expect(screen.getByLabelText('Dealer')).toHaveAccessibleDescription('Please select a dealer');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a consignment date in the future and an expected return before it', async () => {
    const { user, onSubmit } = open();
    await user.selectOptions(screen.getByLabelText('Dealer'), '1');
    const date = screen.getByLabelText('Consignment Date');
    await user.clear(date);
    await user.type(date, '2099-01-01');
    await user.type(screen.getByLabelText('Expected Return'), '2098-12-31');
    await user.click(screen.getByRole('button', { name: 'Consign Artwork' }));
    expect(await screen.findByText('Consignment date cannot be in the future')).toBeInTheDocument();
    expect(screen.getByText('Expected return must be on or after the consignment date')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the chosen dealer, leaving blank fields out', async () => {
    const { user, onSubmit } = open();
    await user.selectOptions(screen.getByLabelText('Dealer'), '1');
    await user.click(screen.getByRole('button', { name: 'Consign Artwork' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ artwork_id: 9, dealer_id: 1, consignment_price: 1000, commission_rate: 40 }),
      DEALERS[0],
    );
    expect(onSubmit.mock.calls[0]![0].notes).toBeUndefined();
  });

  it('lets a flat-rate dealer keep a fee above 100 dollars', async () => {
    const { user, onSubmit } = open();
    await user.selectOptions(screen.getByLabelText('Dealer'), '2');
    expect(screen.getByLabelText('Commission ($ flat)')).toHaveValue(500);
    await user.click(screen.getByRole('button', { name: 'Consign Artwork' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ dealer_id: 2, commission_rate: 500 }),
      DEALERS[1],
    );
    expect(screen.queryByText('Commission rate must be between 0 and 100')).not.toBeInTheDocument();
  });

  it('explains what to do when there are no active dealers', () => {
    open(vi.fn(), []);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('No active dealers found.')).toBeInTheDocument();
    expect(within(dialog).getByText('Add dealers first to consign artworks.')).toBeInTheDocument();
  });
});
