import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useDeleteDealer } from '../api/delete-dealer';

interface DeleteDealerDialogProps {
  dealer: { id: number; name: string } | null;
  onClose: () => void;
}

/** A destructive confirmation that names what will be lost. */
export function DeleteDealerDialog({ dealer, onClose }: DeleteDealerDialogProps) {
  const remove = useDeleteDealer();
  const close = () => {
    if (!remove.isPending) onClose();
  };
  return (
    <Dialog
      open={dealer !== null}
      onOpenChange={(open) => !open && close()}
      title={`Delete ${dealer?.name ?? 'dealer'}?`}
      description={
        <>
          This permanently deletes <strong>{dealer?.name}</strong> and also removes all consignment records
          with this dealer. Recorded sales are kept. This cannot be undone.
        </>
      }
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => dealer && remove.mutate(dealer.id, { onSuccess: onClose })}
          >
            {remove.isPending ? 'Deleting...' : 'Delete Dealer'}
          </Button>
        </>
      }
    />
  );
}
