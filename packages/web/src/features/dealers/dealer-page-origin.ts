/**
 * The history state the dealer page's Edit Dealer link leaves on the form. Saving or cancelling then goes
 * back in history to the dealer page the artist came from, instead of adding a second entry for it: Back
 * after a save showed the same dealer page again, and Back after Cancel reopened the form.
 */
export const FROM_DEALER_PAGE = { fromDealerPage: true } as const;

export function cameFromDealerPage(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { fromDealerPage?: unknown }).fromDealerPage === true
  );
}
