import type { ArtworkListItem } from '@artledger/domain';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { mayHaveMoreDealers, useDealerOptions } from '../../../lib/api/dealer-options';
import { useCreateConsignment } from '../../../lib/api/create-consignment';
import { useCreateSale } from '../../../lib/api/create-sale';
import { useEndConsignment } from '../../../lib/api/end-consignment';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ConsignDialog } from '../../../ui/consign-dialog';
import { EndConsignmentDialog } from '../../../ui/end-consignment-dialog';
import { MarkSoldDialog } from '../../../ui/mark-sold-dialog';
import { useDeleteArtwork } from '../api/delete-artwork';

export type ArtworkAction = 'consign' | 'sell' | 'end-consignment' | 'delete';
type ActionArtwork = Pick<ArtworkListItem, 'id' | 'title' | 'price' | 'consignment'>;

export interface ActionState {
  action: ArtworkAction;
  artwork: ActionArtwork;
}

interface Props {
  state: ActionState | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** One place that wires the shared dialogs to their mutations, for the cards and the detail page alike. */
export function ArtworkActionDialogs({ state, onClose, onDeleted }: Props) {
  const consigning = state?.action === 'consign';
  const [dealerSearch, setDealerSearch] = useState('');
  const dealers = useDealerOptions(consigning, useDebouncedValue(dealerSearch.trim()));
  // Each opening of the dialog starts from the whole list.
  useEffect(() => {
    if (!consigning) setDealerSearch('');
  }, [consigning]);
  const consign = useCreateConsignment();
  const sell = useCreateSale();
  const end = useEndConsignment();
  const remove = useDeleteArtwork();
  const close = (open: boolean) => !open && onClose();
  useEffect(() => {
    if (dealers.isError) toast.error('Failed to load dealers', { id: 'dealers-load' });
  }, [dealers.isError]);
  const artwork = state?.artwork;
  if (!artwork) return null;
  const consignment = artwork.consignment;

  return (
    <>
      <ConsignDialog
        open={state.action === 'consign'}
        onOpenChange={close}
        artwork={artwork}
        dealers={dealers.data}
        dealersLoading={dealers.isPending && !dealers.isError}
        dealersError={
          dealers.isError
            ? { onRetry: () => void dealers.refetch(), retrying: dealers.isFetching }
            : undefined
        }
        dealerSearch={{
          value: dealerSearch,
          onChange: setDealerSearch,
          capped: mayHaveMoreDealers(dealers.data),
        }}
        busy={consign.isPending}
        // The promises hold each dialog's submit lock until the request settles (no double POST).
        onSubmit={(body, dealer) => consign.mutateAsync({ body, dealerName: dealer.name }).then(onClose)}
      />
      <MarkSoldDialog
        open={state.action === 'sell'}
        onOpenChange={close}
        artwork={artwork}
        busy={sell.isPending}
        onSubmit={(body) => sell.mutateAsync({ body, artworkTitle: artwork.title }).then(onClose)}
      />
      {consignment && (
        <EndConsignmentDialog
          open={state.action === 'end-consignment'}
          onOpenChange={close}
          artworkTitle={artwork.title}
          dealerName={consignment.dealer_name}
          busy={end.isPending}
          onConfirm={(body) =>
            end
              .mutateAsync({ consignmentId: consignment.id, artworkTitle: artwork.title, body })
              .then(onClose)
          }
        />
      )}
      <ConfirmDialog
        open={state.action === 'delete'}
        onOpenChange={close}
        title={`Delete "${artwork.title}"?`}
        message="Are you sure you want to delete this artwork? This action cannot be undone."
        confirmLabel="Delete Artwork"
        busyLabel="Deleting..."
        destructive
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutateAsync(artwork.id).then(() => {
            onClose();
            onDeleted?.();
          })
        }
      />
    </>
  );
}
