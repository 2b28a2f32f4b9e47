/** Stripe event ids already handled, so a redelivered event changes nothing. */
export interface StripeEventsTable {
  id: string;
  type: string;
  received_at: string;
}
