import { ChevronRight } from 'lucide-react';
import { formatMoney } from '../../../lib/format';
import { Dialog } from '../../../ui/dialog';
import { Skeleton } from '../../../ui/skeleton';
import { usePendingDues } from '../api/get-pending-payments';

export interface DealerDue {
  id: number;
  name: string;
  count: number;
  total: number;
}

interface ChooseDealerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (due: DealerDue) => void;
}

/** What each dealer owes is counted by the server when the dialog opens. */
export function ChooseDealerDialog({ open, onOpenChange, onChoose }: ChooseDealerDialogProps) {
  const { data, isPending, isError } = usePendingDues(open);
  const dues: DealerDue[] = (data ?? []).map((due) => ({
    id: due.dealer_id,
    name: due.dealer_name,
    count: due.count,
    total: due.total,
  }));
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Manage Payments"
      description="Choose a dealer to record payments from."
      size="sm"
    >
      {isPending ? (
        <Skeleton className="h-24" />
      ) : isError ? (
        <p className="text-sm text-red-700">Could not load what dealers owe. Please try again.</p>
      ) : dues.length === 0 ? (
        <p className="text-sm text-stone-600">No dealer owes you a payment right now.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {dues.map((due) => (
            <li key={due.id}>
              <button
                type="button"
                onClick={() => onChoose(due)}
                className="flex min-h-11 w-full items-center gap-3 rounded-lg border border-stone-200 px-4 py-3 text-left hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-stone-900">{due.name}</span>
                  <span className="block text-sm text-stone-600">
                    {due.count} unpaid · <span className="tabular">{formatMoney(due.total)}</span>
                  </span>
                </span>
                <ChevronRight aria-hidden="true" className="size-4 text-stone-500" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
