import type { DealerListItem } from '@artledger/domain';
import { Plus, SearchX, Store } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useLiveSearchParams } from '../../../lib/use-live-search-params';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { PageHeader } from '../../../ui/page-header';
import { useDealers, type DealerFilters } from '../api/get-dealers';
import { AddDealerDialog } from '../components/add-dealer-dialog';
import { DealerCard } from '../components/dealer-card';
import { DealerFiltersBar } from '../components/dealer-filters';
import { DealerGridSkeleton } from '../components/dealer-grid-skeleton';
import { DeleteDealerDialog } from '../components/delete-dealer-dialog';
import { OutstandingPayments } from '../components/outstanding-payments';
import { ShowMore } from '../../../ui/show-more';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useErrorToast } from '../../../lib/use-error-toast';

const NO_FILTERS: DealerFilters = { status: 'all', type: 'all', search: '' };

/** Search and filters live in the URL so opening a dealer and coming back keeps them. */
function readFilters(params: URLSearchParams): DealerFilters {
  return {
    status: params.get('status') || NO_FILTERS.status,
    type: params.get('type') || NO_FILTERS.type,
    search: params.get('search') ?? '',
  };
}

export function DealersPage() {
  const [params, setParams] = useLiveSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const setFilters = useCallback(
    (change: Partial<DealerFilters>) =>
      setParams(
        (current) => {
          const next = { ...readFilters(current), ...change };
          const out = new URLSearchParams();
          if (next.status !== 'all') out.set('status', next.status);
          if (next.type !== 'all') out.set('type', next.type);
          if (next.search) out.set('search', next.search);
          return out;
        },
        // Refining the list is one view; Back should leave the page, not undo keystrokes.
        { replace: true },
      ),
    [setParams],
  );
  const query = { ...filters, search: useDebouncedValue(filters.search) };
  const { data, isPending, isError, isFetching, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useDealers(query);
  const dealers = data;
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<DealerListItem | null>(null);

  const filtered = query.status !== 'all' || query.type !== 'all' || query.search.trim() !== '';
  useErrorToast(isError, filtered ? 'Failed to filter dealers' : 'Failed to load dealers', 'dealers-load');

  const addButton = (label: string) => (
    <Button onClick={() => setAdding(true)}>
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Dealers & Representatives"
        description="Galleries, dealers and agents holding your work, and what they owe you."
        actions={addButton('Add Dealer')}
      />
      <DealerFiltersBar filters={filters} onChange={setFilters} />
      {isPending ? (
        <DealerGridSkeleton />
      ) : isError && !dealers ? (
        <ErrorState
          title={filtered ? 'Could not filter your dealers' : 'Could not load your dealers'}
          description="Your dealers did not load. Nothing is lost; try again."
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : !dealers || dealers.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={SearchX}
            headingLevel="h2"
            title="No matches"
            description="No dealer matches this search or filter. Try other words, or clear the filters."
            action={
              <Button variant="secondary" onClick={() => setFilters(NO_FILTERS)}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={Store}
            headingLevel="h2"
            title="No dealers found"
            description="Add the galleries, dealers and agents you work with to track consignments and payments."
            action={addButton('Add First Dealer')}
          />
        )
      ) : (
        <ul aria-label="Dealers" className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {dealers.map((dealer) => (
            <li key={dealer.id} className="flex min-w-0">
              <div className="flex w-full min-w-0 flex-col [&>*]:flex-1">
                <DealerCard dealer={dealer} onDelete={setDeleting} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {dealers && dealers.length > 0 && (
        <ShowMore
          className="mt-6"
          label="Show more dealers"
          hasMore={hasNextPage}
          loading={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        />
      )}
      <OutstandingPayments />
      <AddDealerDialog open={adding} onOpenChange={setAdding} />
      <DeleteDealerDialog dealer={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
