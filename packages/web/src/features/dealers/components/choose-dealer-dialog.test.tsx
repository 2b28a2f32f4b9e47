import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { useState } from 'react';
import { CHOOSER_SEARCH_FROM, ChooseDealerDialog, type DealerDue } from './choose-dealer-dialog';

const due = (id: number, name: string, count = 3, company: string | null = null) => ({
  dealer_id: id,
  dealer_name: name,
  company_name: company,
  count,
  total: 1000,
});

/** 500 dealers owe, as on the huge account: the one wanted is far down a list ordered by amount. */
const many = [
  due(1, 'Olga Kowalski', 1368),
  ...Array.from({ length: 498 }, (_, i) => due(i + 2, `Dealer ${i + 2}`)),
  due(500, 'Céline Moreau'),
];

/** Opened by a button and closed by choosing, as the outstanding-payments block does. */
function Harness({ onChoose }: { onChoose: (due: DealerDue) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Manage
      </button>
      <ChooseDealerDialog
        open={open}
        onOpenChange={setOpen}
        onChoose={(due) => {
          setOpen(false);
          onChoose(due);
        }}
      />
    </>
  );
}

describe('ChooseDealerDialog', () => {
  it('finds a dealer among hundreds by name, ignoring case and accents, and chooses it', async () => {
    mockApi({ 'GET /api/sales/pending-by-dealer': { body: many } });
    const onChoose = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithApp(<Harness onChoose={onChoose} />);
    await user.click(screen.getByRole('button', { name: 'Manage' }));

    const search = await screen.findByRole('searchbox', { name: 'Find a dealer' });
    expect(search).toHaveAccessibleDescription('500 dealers owe you payments.');
    // It arrives after the list loads; typing must go into it, not to the close button.
    await waitFor(() => expect(search).toHaveFocus());
    const list = () => within(screen.getByRole('dialog')).getAllByRole('listitem');
    expect(list()).toHaveLength(500);
    expect(screen.getByRole('button', { name: /Olga Kowalski/ })).toHaveTextContent('1,368 unpaid');

    await user.type(search, 'celine');
    expect(list()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /Céline Moreau/ }));
    expect(onChoose).toHaveBeenCalledWith({
      id: 500,
      name: 'Céline Moreau',
      companyName: null,
      count: 3,
      total: 1000,
    });

    // Choosing closes the dialog from outside; the next opening lists every dealer again.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Manage' }));
    expect(await screen.findByRole('searchbox', { name: 'Find a dealer' })).toHaveValue('');
    expect(list()).toHaveLength(500);
  });

  it("shows each dealer's company, so two of the same name differ, and finds a dealer by company", async () => {
    const twins = [
      due(7, 'Greta Tanaka', 2, 'Tanaka North'),
      due(8, 'Greta Tanaka', 5, 'Harbour Gallery'),
      ...many.slice(1, CHOOSER_SEARCH_FROM),
    ];
    mockApi({ 'GET /api/sales/pending-by-dealer': { body: twins } });
    const onChoose = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithApp(<ChooseDealerDialog open onOpenChange={vi.fn()} onChoose={onChoose} />);
    expect(await screen.findByRole('button', { name: /Greta Tanaka Tanaka North/ })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Find a dealer' }), 'harbour');
    const [only, ...rest] = within(screen.getByRole('dialog')).getAllByRole('listitem');
    expect(rest).toHaveLength(0);
    expect(only).toHaveTextContent('Greta TanakaHarbour Gallery5 unpaid');
    await user.click(within(only!).getByRole('button'));
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: 8, companyName: 'Harbour Gallery' }));
  });

  it('says when no dealer matches, and offers no search for a short list', async () => {
    mockApi({ 'GET /api/sales/pending-by-dealer': { body: many.slice(0, CHOOSER_SEARCH_FROM) } });
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderWithApp(<ChooseDealerDialog open onOpenChange={vi.fn()} onChoose={vi.fn()} />);
    await user.type(await screen.findByRole('searchbox', { name: 'Find a dealer' }), 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('No dealer who owes you matches this search.');
    unmount();

    mockApi({ 'GET /api/sales/pending-by-dealer': { body: many.slice(0, CHOOSER_SEARCH_FROM - 1) } });
    renderWithApp(<ChooseDealerDialog open onOpenChange={vi.fn()} onChoose={vi.fn()} />);
    expect(await screen.findByRole('button', { name: /Olga Kowalski/ })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  // The query retries a 5xx once, after a back-off of a second or two, before it shows the error.
  // The query retries a 5xx once, after a back-off, before it shows the error.
  it('says when what dealers owe did not load, and loads it on Retry', { timeout: 15_000 }, async () => {
    let calls = 0;
    mockApi({
      'GET /api/sales/pending-by-dealer': () =>
        // The first load and its one automatic retry fail.
        ++calls <= 2
          ? { status: 500, body: { error: 'Internal', code: 'INTERNAL' } }
          : { body: many.slice(0, 3) },
    });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<ChooseDealerDialog open onOpenChange={vi.fn()} onChoose={vi.fn()} />);
    expect(
      await screen.findByRole('heading', { name: 'Could not load what dealers owe' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /Olga Kowalski/ })).toBeInTheDocument();
    expect(calls).toBe(3);
  });
});
