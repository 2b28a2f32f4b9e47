import { searchFold } from '@artledger/domain';
import { ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formatMoney } from '../../../lib/format';
import { formatCount } from '../../../lib/text';
import { Dialog } from '../../../ui/dialog';
import { ErrorState } from '../../../ui/error-state';
import { Input } from '../../../ui/input';
import { Skeleton } from '../../../ui/skeleton';
import { usePendingDues } from '../api/get-pending-payments';

export interface DealerDue {
  id: number;
  name: string;
  companyName: string | null;
  count: number;
  total: number;
}

interface ChooseDealerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (due: DealerDue) => void;
}

/** Fewer dealers than this are read at a glance; from this many a search box finds one by name. */
export const CHOOSER_SEARCH_FROM = 8;

/**
 * What each dealer owes is counted by the server when the dialog opens. The answer holds every dealer who
 * owes (hundreds on a big account, largest first), so the search filters it here.
 */
export function ChooseDealerDialog({ open, onOpenChange, onChoose }: ChooseDealerDialogProps) {
  const { data, isPending, isError, isFetching, refetch } = usePendingDues(open);
  const [search, setSearch] = useState('');
  const all: DealerDue[] = (data ?? []).map((due) => ({
    id: due.dealer_id,
    name: due.dealer_name,
    companyName: due.company_name,
    count: due.count,
    total: due.total,
  }));
  // Each opening starts from the whole list, however the dialog closed (choosing a dealer closes it too).
  useEffect(() => {
    if (!open) setSearch('');
  }, [open]);
  const searchable = all.length >= CHOOSER_SEARCH_FROM;
  const searchRef = useRef<HTMLInputElement>(null);
  // The box appears only once the list has loaded, after the dialog gave focus to its close button, where
  // typing a name pressed Close at the first space.
  useEffect(() => {
    if (open && searchable) searchRef.current?.focus();
  }, [open, searchable]);
  // Folded as the server's search folds: "celine" finds "Céline".
  const term = searchFold(search.trim());
  const dues = term
    ? all.filter(
        (due) => searchFold(due.name).includes(term) || searchFold(due.companyName ?? '').includes(term),
      )
    : all;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Manage Payments"
      description="Choose a dealer to record payments from."
      size="sm"
    >
      {searchable && (
        <Input
          ref={searchRef}
          label="Find a dealer"
          placeholder="Name or company"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          hint={`${formatCount(all.length)} dealers owe you payments.`}
          containerClassName="mb-4"
        />
      )}
      {isPending ? (
        <Skeleton className="h-24" />
      ) : isError ? (
        <ErrorState
          headingLevel="h3"
          title="Could not load what dealers owe"
          description="Nothing is lost; try again."
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : all.length === 0 ? (
        <p className="text-sm text-stone-600">No dealer owes you a payment right now.</p>
      ) : dues.length === 0 ? (
        <p role="status" className="text-sm text-stone-600">
          No dealer who owes you matches this search.
        </p>
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
                  {due.companyName && (
                    <span className="block truncate text-sm text-stone-700">{due.companyName}</span>
                  )}
                  <span className="block text-sm text-stone-600">
                    {formatCount(due.count)} unpaid ·{' '}
                    <span className="tabular">{formatMoney(due.total)}</span>
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
