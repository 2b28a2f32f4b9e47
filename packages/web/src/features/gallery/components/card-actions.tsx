import type { ArtworkListItem } from '@artledger/domain';
import { BadgeDollarSign, Eye, Trash2, Undo2, type LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { FROM_GALLERY } from '../gallery-origin';
import { cn } from '../../../lib/cn';

export type CardAction = 'sell' | 'end-consignment' | 'delete';

const iconButton =
  'flex size-11 items-center justify-center rounded-lg bg-white/95 text-stone-700 shadow-sm ring-1 ring-stone-900/10 ' +
  'hover:bg-white hover:text-stone-950 focus-visible:outline-2 focus-visible:outline-indigo-600 md:size-9';

function ActionButton({
  icon: Icon,
  label,
  className,
  ...props
}: ComponentProps<'button'> & { icon: LucideIcon; label: string }) {
  return (
    <button type="button" aria-label={label} title={label} className={cn(iconButton, className)} {...props}>
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

/**
 * Shown on hover or keyboard focus on wide screens with a fine pointer; always visible on phones and
 * touch screens (which cannot hover).
 */
export function CardActions({
  artwork,
  onAction,
}: {
  artwork: ArtworkListItem;
  onAction: (a: CardAction) => void;
}) {
  const consigned = artwork.consignment !== null;
  const canSell = artwork.status === 'available' && !consigned;
  return (
    <div
      className={cn(
        'absolute top-2 right-2 flex gap-1.5 transition-opacity',
        'md:[@media(hover:hover)_and_(pointer:fine)]:opacity-0',
        'md:[@media(hover:hover)_and_(pointer:fine)]:group-focus-within:opacity-100',
        'md:[@media(hover:hover)_and_(pointer:fine)]:group-hover:opacity-100',
      )}
    >
      <Link
        to={`/gallery/${artwork.id}`}
        state={FROM_GALLERY}
        aria-label={`View details of ${artwork.title}`}
        title="View details"
        className={iconButton}
      >
        <Eye aria-hidden="true" className="size-4" />
      </Link>
      {canSell && (
        <ActionButton
          icon={BadgeDollarSign}
          label={`Mark ${artwork.title} as sold`}
          onClick={() => onAction('sell')}
        />
      )}
      {consigned && artwork.status !== 'sold' && (
        <ActionButton
          icon={Undo2}
          label={`End consignment of ${artwork.title}`}
          onClick={() => onAction('end-consignment')}
        />
      )}
      <ActionButton
        icon={Trash2}
        label={`Delete ${artwork.title}`}
        className="text-red-700 hover:text-red-800"
        onClick={() => onAction('delete')}
      />
    </div>
  );
}
