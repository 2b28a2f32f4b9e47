import type { ArtworkStatus } from '@artledger/domain';
import { Badge, type BadgeTone } from './badge';

const TONES: Record<ArtworkStatus, BadgeTone> = {
  available: 'green',
  sold: 'gray',
  on_display: 'blue',
  reserved: 'yellow',
  not_for_sale: 'violet',
  damaged: 'red',
  in_storage: 'slate',
};

export const STATUS_LABELS: Record<ArtworkStatus, string> = {
  available: 'Available',
  sold: 'Sold',
  on_display: 'On Display',
  reserved: 'Reserved',
  not_for_sale: 'Not For Sale',
  damaged: 'Damaged',
  in_storage: 'In Storage',
};

/** A work with a dealer reads as Consigned whatever its stored status, as the spec shows it. */
export function ArtworkStatusBadge({
  status,
  consigned = false,
}: {
  status: ArtworkStatus;
  consigned?: boolean;
}) {
  if (consigned && status !== 'sold') return <Badge tone="indigo">Consigned</Badge>;
  return <Badge tone={TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}
