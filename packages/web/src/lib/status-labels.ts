import type { ArtworkStatus } from '@artledger/domain';

/** One place for every status word the artist reads, so no screen shows a raw value like "lost_damaged". */
export const ARTWORK_STATUS_LABELS: Record<ArtworkStatus, string> = {
  available: 'Available',
  sold: 'Sold',
  on_display: 'On Display',
  reserved: 'Reserved',
  not_for_sale: 'Not For Sale',
  damaged: 'Damaged',
  in_storage: 'In Storage',
};

export const CONSIGNMENT_STATUS_LABELS: Record<string, string> = {
  consigned: 'Consigned',
  sold: 'Sold',
  returned: 'Returned',
  lost_damaged: 'Lost or Damaged',
};

export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  paid: 'Paid',
};

/** What ended a consignment, said as an event with its date ("Returned Jan 5, 2024"). */
export const CONSIGNMENT_END_LABELS: Record<string, string> = {
  returned: 'Returned',
  sold: 'Sold',
  lost_damaged: 'Reported lost or damaged',
};

function titleCase(value: string): string {
  return value
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function artworkStatusLabel(status: string): string {
  return ARTWORK_STATUS_LABELS[status as ArtworkStatus] ?? titleCase(status);
}

export function consignmentStatusLabel(status: string): string {
  return CONSIGNMENT_STATUS_LABELS[status] ?? titleCase(status);
}

export function paymentStatusLabel(status: string): string {
  return PAYMENT_STATUS_LABELS[status] ?? titleCase(status);
}
