import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';

/** Opened from state, as every screen does: there is no Radix Dialog.Trigger to return to. */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <main id="main-content" tabIndex={-1}>
      <h1>Dealers</h1>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Add Dealer
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Add dealer"
        message="Add a dealer."
        confirmLabel="Save"
        onConfirm={() => setOpen(false)}
      />
    </main>
  );
}

/** The opener goes away while the dialog is open, like a deleted card's delete button. */
function VanishingOpener() {
  const [open, setOpen] = useState(false);
  const [gone, setGone] = useState(false);
  return (
    <main id="main-content" tabIndex={-1}>
      <h1>Your Inventory</h1>
      {!gone && (
        <button type="button" onClick={() => setOpen(true)}>
          Delete Blue Hour
        </button>
      )}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete"
        message="Gone for good."
        confirmLabel="Delete Artwork"
        onConfirm={() => {
          setGone(true);
          setOpen(false);
        }}
      />
    </main>
  );
}

/** One dialog's choice opens the next (choose a dealer, then record its payments). */
function Chained() {
  const [choosing, setChoosing] = useState(false);
  const [managing, setManaging] = useState(false);
  return (
    <main>
      <h1>Dealers</h1>
      <button type="button" onClick={() => setChoosing(true)}>
        Manage Payments
      </button>
      <Dialog open={choosing} onOpenChange={setChoosing} title="Manage Payments">
        <button
          type="button"
          onClick={() => {
            setChoosing(false);
            setManaging(true);
          }}
        >
          Ana Ruiz
        </button>
      </Dialog>
      <Dialog open={managing} onOpenChange={setManaging} title="Payments from Ana Ruiz">
        <p>Nothing owed.</p>
      </Dialog>
    </main>
  );
}

const setup = () => userEvent.setup({ delay: null });

describe('Dialog focus return', () => {
  it('returns focus to the button that opened it on Escape', async () => {
    render(<Opener />);
    const user = setup();
    const opener = screen.getByRole('button', { name: 'Add Dealer' });
    await user.click(opener);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(document.activeElement).not.toBe(opener);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('returns focus to the opener under StrictMode, whose rehearsal unmount must not move it', async () => {
    render(
      <StrictMode>
        <Opener />
      </StrictMode>,
    );
    const user = setup();
    const opener = screen.getByRole('button', { name: 'Add Dealer' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('returns focus to the opener on Cancel and on the close button, opened from the keyboard', async () => {
    render(<Opener />);
    const user = setup();
    const opener = screen.getByRole('button', { name: 'Add Dealer' });
    for (const close of ['Cancel', 'Close']) {
      opener.focus();
      await user.keyboard('{Enter}');
      await user.click(await screen.findByRole('button', { name: close }));
      await waitFor(() => expect(document.activeElement).toBe(opener));
    }
    // The next Tab goes on from the opener, not back to the top of the page.
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Before' }));
  });

  it("falls back to the page's main heading when the opener is gone", async () => {
    render(<VanishingOpener />);
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Delete Blue Hour' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Artwork' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });

  it('leaves focus in the dialog that opened from another, and returns it to the first opener at the end', async () => {
    render(<Chained />);
    const user = setup();
    const opener = screen.getByRole('button', { name: 'Manage Payments' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Ana Ruiz' }));
    const second = await screen.findByRole('dialog', { name: 'Payments from Ana Ruiz' });
    // Past the first dialog's deferred focus return: focus must still be inside the second one.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(second).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
