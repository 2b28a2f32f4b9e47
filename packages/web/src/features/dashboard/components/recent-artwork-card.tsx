import type { ArtworkListItem } from '@artledger/domain';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format';
import { RECENT_CARD_SIZES } from '../../../lib/thumbnail-sources';
import { ArtworkStatusBadge } from '../../../ui/artwork-status-badge';
import { ArtworkThumbnail } from '../../../ui/artwork-thumbnail';

export function RecentArtworkCard({ artwork, priority }: { artwork: ArtworkListItem; priority?: boolean }) {
  return (
    <Link
      to={`/gallery/${artwork.id}`}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white transition-shadow hover:shadow-md"
    >
      <ArtworkThumbnail image={artwork.primary_image} sizes={RECENT_CARD_SIZES} priority={priority} />
      <span className="flex flex-1 flex-col gap-1 p-3">
        <span className="truncate font-medium text-stone-900 group-hover:underline" title={artwork.title}>
          {artwork.title}
        </span>
        <span className="truncate text-sm text-stone-600" title={artwork.medium}>
          {artwork.medium}
        </span>
        <span className="mt-auto flex flex-wrap items-center justify-between gap-x-2 gap-y-1 pt-1">
          <ArtworkStatusBadge status={artwork.status} consigned={artwork.consignment !== null} />
          <span className="tabular text-sm font-semibold text-stone-900">
            {artwork.price != null ? formatMoney(artwork.price) : ''}
          </span>
        </span>
      </span>
    </Link>
  );
}
