import type { ArtworkStatus } from '@artledger/domain';
import { ARTWORK_STATUS_LABELS } from '../lib/status-labels';
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

export const STATUS_LABELS = ARTWORK_STATUS_LABELS;

/** A work with a dealer reads as Consigned whatever its stored status, as the spec shows it. */
export function ArtworkStatusBadge({
  status,
  consigned = false,
  className,
}: {
  status: ArtworkStatus;
  consigned?: boolean;
  className?: string;
}) {
  if (consigned && status !== 'sold')
    return (
      <Badge tone="indigo" className={className}>
        Consigned
      </Badge>
    );
  return (
    <Badge tone={TONES[status]} className={className}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}
