import type { ArtworkListItem } from '@artledger/domain';
import { MapPin } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { FROM_GALLERY } from '../gallery-origin';
import { formatMoney, yearOf } from '../../../lib/format';
import { GALLERY_CARD_SIZES } from '../../../lib/thumbnail-sources';
import { ArtworkStatusBadge } from '../../../ui/artwork-status-badge';
import { ArtworkThumbnail } from '../../../ui/artwork-thumbnail';
import { artworkWhereabouts } from '../artwork-whereabouts';
import { CardActions, type CardAction } from './card-actions';

interface Props {
  artwork: ArtworkListItem;
  onAction: (action: CardAction, artwork: ArtworkListItem) => void;
  /** A card of the first rows: its image is fetched eagerly. */
  priority?: boolean;
  /** Its row is only passing by (a fling, End): the image waits, see ArtworkThumbnail. */
  deferImage?: boolean;
}

function Price({ artwork }: { artwork: ArtworkListItem }) {
  if (artwork.sale) {
    return (
      <dl className="tabular mt-3 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-stone-600">Sold for</dt>
          <dd className="font-semibold text-stone-900">{formatMoney(artwork.sale.sale_price)}</dd>
        </div>
        <div>
          <dt className="text-xs text-stone-600">Net</dt>
          <dd className="font-semibold text-green-800">{formatMoney(artwork.sale.net_amount)}</dd>
        </div>
      </dl>
    );
  }
  const price = artwork.consignment?.consignment_price ?? artwork.price;
  return (
    <p className="tabular mt-3 text-sm font-semibold text-stone-900">
      {price != null ? formatMoney(price) : <span className="font-normal text-stone-600">No price set</span>}
    </p>
  );
}

export const ArtworkCard = memo(function ArtworkCard({ artwork, onAction, priority, deferImage }: Props) {
  const year = yearOf(artwork.year_created);
  const titleId = `artwork-${artwork.id}-title`;
  const location = artworkWhereabouts(artwork);
  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-xs transition-shadow hover:shadow-md"
    >
      <ArtworkThumbnail
        image={artwork.primary_image}
        sizes={GALLERY_CARD_SIZES}
        priority={priority}
        deferred={deferImage}
      />
      <CardActions artwork={artwork} onAction={(action) => onAction(action, artwork)} />
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 id={titleId} className="min-w-0 truncate font-semibold text-stone-900">
            <Link
              to={`/gallery/${artwork.id}`}
              state={FROM_GALLERY}
              className="rounded hover:underline"
              title={artwork.title}
            >
              {artwork.title}
            </Link>
          </h3>
          <ArtworkStatusBadge
            status={artwork.status}
            consigned={artwork.consignment !== null}
            className="shrink-0 whitespace-nowrap"
          />
        </div>
        <p className="mt-1 truncate text-sm text-stone-600" title={artwork.medium}>
          {artwork.medium}
          {year ? ` · ${year}` : ''}
        </p>
        {/* Kept without a location too, and the badge never wraps: every card of a tab is one height, so the
            virtual list places rows it has not measured yet exactly and never shifts them while scrolling. */}
        <p className="mt-1 flex min-h-4 items-center gap-1 truncate text-xs text-stone-600">
          {location && (
            <>
              <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="truncate" title={location}>
                {location}
              </span>
            </>
          )}
        </p>
        <div className="mt-auto">
          <Price artwork={artwork} />
        </div>
      </div>
    </article>
  );
});
