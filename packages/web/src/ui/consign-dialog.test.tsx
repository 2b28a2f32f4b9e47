import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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
    expect(screen.getByLabelText('Commission Rate (%)')).toHaveAttribute('step', '0.1');
    await user.selectOptions(screen.getByLabelText('Dealer'), '2');
    expect(screen.getByLabelText('Commission ($ flat)')).toHaveValue(500);
    // A fee is money: cents, where a percentage steps by a tenth.
    expect(screen.getByLabelText('Commission ($ flat)')).toHaveAttribute('step', '0.01');
    await user.click(screen.getByRole('button', { name: 'Consign Artwork' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ dealer_id: 2, commission_rate: 500 }),
      DEALERS[1],
    );
    expect(screen.queryByText('Commission rate must be between 0 and 100')).not.toBeInTheDocument();
  });

  it("clears the rate's message when choosing a dealer prefills its rate", async () => {
    const { user, onSubmit } = open();
    const rate = screen.getByLabelText('Commission Rate (%)');
    await user.type(rate, '101');
    await user.click(screen.getByRole('button', { name: 'Consign Artwork' }));
    expect(await screen.findByText('Commission rate must be between 0 and 100')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Dealer'), '1');
    expect(rate).toHaveValue(40);
    expect(screen.queryByText('Commission rate must be between 0 and 100')).not.toBeInTheDocument();
    expect(rate).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Consign Artwork' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ commission_rate: 40 }), DEALERS[0]);
  });

  it('offers Retry and no submit when the dealers did not load', async () => {
    const onRetry = vi.fn();
    renderWithApp(
      <ConsignDialog
        open
        onOpenChange={() => {}}
        artwork={{ id: 9, title: 'Blue Hour', price: 1000 }}
        dealers={undefined}
        dealersError={{ onRetry }}
        onSubmit={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Could not load dealers' })).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Dealer')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Consign Artwork' })).toBeDisabled();
    await userEvent.setup({ delay: null }).click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('submits once for a double click while the consignment is sent', async () => {
    let settle = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    const { user } = open(onSubmit);
    await user.selectOptions(screen.getByLabelText('Dealer'), '1');
    const submit = screen.getByRole('button', { name: 'Consign Artwork' });
    await user.dblClick(submit);
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    settle();
    await new Promise((resolve) => setTimeout(resolve, 10));
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('explains what to do when there are no active dealers', () => {
    open(vi.fn(), []);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('No active dealers found.')).toBeInTheDocument();
    expect(within(dialog).getByText('Add dealers first to consign artworks.')).toBeInTheDocument();
  });

  it('offers no search while the list holds every active dealer', () => {
    open();
    expect(screen.queryByLabelText('Find by name or company')).not.toBeInTheDocument();
    expect(within(screen.getByLabelText('Dealer')).getAllByRole('option')).toHaveLength(DEALERS.length + 1);
  });

  describe('when the list may leave active dealers out', () => {
    /** Stands in for the server: a search keeps the dealers whose name or company contains it. */
    function Searchable({ onSubmit, onSearch }: { onSubmit: () => void; onSearch: (value: string) => void }) {
      const [search, setSearch] = useState('');
      const needle = search.trim().toLowerCase();
      const listed = DEALERS.filter((d) =>
        [d.name, d.company_name].some((text) => text?.toLowerCase().includes(needle)),
      );
      return (
        <ConsignDialog
          open
          onOpenChange={() => {}}
          artwork={{ id: 9, title: 'Blue Hour', price: 1000 }}
          dealers={listed}
          dealerSearch={{
            value: search,
            onChange: (value) => {
              onSearch(value);
              setSearch(value);
            },
            capped: needle === '',
          }}
          onSubmit={onSubmit}
        />
      );
    }

    function openSearchable() {
      const onSubmit = vi.fn();
      const onSearch = vi.fn();
      renderWithApp(<Searchable onSubmit={onSubmit} onSearch={onSearch} />);
      return { user: userEvent.setup({ delay: null }), onSubmit, onSearch };
    }

    it('searches on the server and keeps the chosen dealer when a new search leaves it out', async () => {
      const { user, onSubmit, onSearch } = openSearchable();
      const search = screen.getByLabelText('Find by name or company');
      expect(search).toHaveAccessibleDescription(
        'Showing the first 100 active dealers by name; type to find another.',
      );
      await user.type(search, 'flat');
      expect(onSearch).toHaveBeenLastCalledWith('flat');
      const dealer = screen.getByLabelText('Dealer');
      expect(
        within(dealer)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Select a dealer', 'Flat Fee Co']);
      await user.selectOptions(dealer, '2');
      expect(screen.getByLabelText('Commission ($ flat)')).toHaveValue(500);

      // A search matching nothing is not "no active dealers": the form and the choice stay.
      await user.clear(search);
      await user.type(search, 'zzz');
      expect(screen.queryByText('No active dealers found.')).not.toBeInTheDocument();
      expect(search).toHaveAccessibleDescription('No active dealer matches this search.');
      expect(screen.getByLabelText('Dealer')).toHaveValue('2');
      await user.click(screen.getByRole('button', { name: 'Consign Artwork' }));
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ dealer_id: 2, commission_rate: 500 }),
        DEALERS[1],
      );
    });

    it('finds a dealer by company name', async () => {
      const { user } = openSearchable();
      await user.type(screen.getByLabelText('Find by name or company'), 'sol');
      expect(
        within(screen.getByLabelText('Dealer'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Select a dealer', 'Ana Ruiz (Galería Sol)']);
    });
  });
});
