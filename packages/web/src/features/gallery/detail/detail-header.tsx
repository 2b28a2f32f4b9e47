import type { Artwork } from '@artledger/domain';
import { ArrowLeft, BadgeDollarSign, Handshake, Pencil, Trash2, Undo2 } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { ArtworkStatusBadge } from '../../../ui/artwork-status-badge';
import { Button } from '../../../ui/button';
import type { ArtworkAction } from '../components/artwork-action-dialogs';
import { cameFromGallery } from '../gallery-origin';

interface Props {
  artwork: Artwork;
  editing: boolean;
  /** The edit form holds unsaved changes that a status action would contradict. */
  locked: boolean;
  onEdit: () => void;
  onAction: (action: ArtworkAction) => void;
}

export function DetailHeader({ artwork, editing, locked, onEdit, onAction }: Props) {
  useDocumentTitle(artwork.title);
  const location = useLocation();
  const navigate = useNavigate();
  const backInHistory = cameFromGallery(location.state);
  const sold = artwork.status === 'sold';
  const consigned = artwork.consignment !== null;
  // aria-disabled, not disabled: the buttons stay in the tab order so a keyboard or screen reader user
  // reaches them and hears why they do nothing.
  const action = (kind: ArtworkAction) => ({
    onClick: () => !locked && onAction(kind),
    'aria-disabled': locked || undefined,
    'aria-describedby': locked ? 'actions-locked-hint' : undefined,
  });
  return (
    <div className="mb-6 flex flex-col gap-4">
      <Link
        to="/gallery"
        onClick={(event) => {
          // Opened from a card: back to that list as it was left. A plain click only; a new tab opens /gallery.
          if (!backInHistory || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
            return;
          event.preventDefault();
          void navigate(-1);
        }}
        className="inline-flex min-h-11 items-center gap-1 self-start rounded text-sm font-medium text-stone-600 hover:text-stone-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Gallery
      </Link>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">
            {artwork.title}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-stone-600">
            <ArtworkStatusBadge status={artwork.status} consigned={consigned} />
            {artwork.consignment && (
              <span className="min-w-0 wrap-anywhere">with {artwork.consignment.dealer_name}</span>
            )}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {!sold && !consigned && (
            <Button {...action('consign')}>
              <Handshake aria-hidden="true" className="size-4" />
              Consign to Dealer
            </Button>
          )}
          {!sold && (
            <Button variant="secondary" {...action('sell')}>
              <BadgeDollarSign aria-hidden="true" className="size-4" />
              Mark as Sold
            </Button>
          )}
          {consigned && !sold && (
            <Button variant="secondary" {...action('end-consignment')}>
              <Undo2 aria-hidden="true" className="size-4" />
              End Consignment
            </Button>
          )}
          <Button variant="secondary" onClick={onEdit} disabled={editing}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
          <Button variant="secondary" {...action('delete')} className="text-red-700 hover:bg-red-50">
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
          {locked && (
            <p id="actions-locked-hint" className="w-full text-sm text-amber-800" role="status">
              Save or discard your changes first.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
