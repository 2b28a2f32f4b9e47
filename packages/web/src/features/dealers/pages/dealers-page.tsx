import type { DealerListItem } from '@artledger/domain';
import { Plus, Store } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeader } from '../../../ui/page-header';
import { useDealers, type DealerFilters } from '../api/get-dealers';
import { AddDealerDialog } from '../components/add-dealer-dialog';
import { DealerCard } from '../components/dealer-card';
import { DealerFiltersBar } from '../components/dealer-filters';
import { DealerGridSkeleton } from '../components/dealer-grid-skeleton';
import { DeleteDealerDialog } from '../components/delete-dealer-dialog';
import { OutstandingPayments } from '../components/outstanding-payments';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useErrorToast } from '../../../lib/use-error-toast';

const NO_FILTERS: DealerFilters = { status: 'all', type: 'all', search: '' };

export function DealersPage() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const query = { ...filters, search: useDebouncedValue(filters.search) };
  const { data: dealers, isPending, isError } = useDealers(query);
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
      ) : !dealers || dealers.length === 0 ? (
        <EmptyState
          icon={Store}
          headingLevel="h2"
          title="No dealers found"
          description={
            filtered
              ? 'No dealer matches this search or filter. Try other words, or add the dealer.'
              : 'Add the galleries, dealers and agents you work with to track consignments and payments.'
          }
          action={addButton('Add First Dealer')}
        />
      ) : (
        <ul aria-label="Dealers" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {dealers.map((dealer) => (
            <li key={dealer.id} className="flex">
              <div className="flex w-full flex-col [&>*]:flex-1">
                <DealerCard dealer={dealer} onDelete={setDeleting} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <OutstandingPayments />
      <AddDealerDialog open={adding} onOpenChange={setAdding} />
      <DeleteDealerDialog dealer={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
