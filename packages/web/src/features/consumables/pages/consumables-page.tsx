import { type Consumable, SUPPLY_CATEGORIES, SUPPLY_OPTIONS } from '@artledger/domain';
import { Package, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Input } from '../../../ui/input';
import { PageHeader } from '../../../ui/page-header';
import { Select } from '../../../ui/select';
import { ShowMore } from '../../../ui/show-more';
import { Skeleton } from '../../../ui/skeleton';
import { formatMoney } from '../../../lib/format';
import { formatCount } from '../../../lib/text';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useErrorToast } from '../../../lib/use-error-toast';
import { isPlanRefusal, PlanGate, PlanLocked } from '../../../ui/plan-gate';
import { type SupplyFilters, useDeleteSupply, useSupplies, useSupplySummary } from '../api/consumables';
import { ManageSupplyDialog } from '../components/manage-supply-dialog';
import { SupplyCard } from '../components/supply-card';
import { SupplyFormDialog } from '../components/supply-form-dialog';

const categoryFilter = [
  { value: 'all', label: 'All categories' },
  ...SUPPLY_CATEGORIES.map((c) => ({ value: c, label: SUPPLY_OPTIONS[c].label })),
];

const TITLE = 'Art Supplies';

export function ConsumablesPage() {
  return (
    <PlanGate feature="supplies" title={TITLE}>
      <Supplies />
    </PlanGate>
  );
}

function Supplies() {
  const [filters, setFilters] = useState<SupplyFilters>({ category: 'all', search: '' });
  const search = useDebouncedValue(filters.search);
  const list = useSupplies({ category: filters.category, search });
  const summary = useSupplySummary();
  const remove = useDeleteSupply();
  const [form, setForm] = useState<{ open: boolean; supply: Consumable | null }>({
    open: false,
    supply: null,
  });
  const [deleting, setDeleting] = useState<Consumable | null>(null);
  const [managingId, setManagingId] = useState<number | null>(null);
  const supplies = list.data;
  const managing = supplies?.find((s) => s.id === managingId) ?? null;
  const filtered = filters.category !== 'all' || search.trim() !== '';
  const refused = isPlanRefusal(list.error) || isPlanRefusal(summary.error);
  useErrorToast(list.isError && !refused, 'Failed to load consumables', 'consumables-load');

  const addButton = (label: string) => (
    <Button onClick={() => setForm({ open: true, supply: null })}>
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );

  const total = summary.data?.categories.reduce((sum, c) => sum + c.count, 0) ?? 0;
  const tiles = [
    { label: 'Total Supplies', value: formatCount(total) },
    { label: 'Low Stock', value: formatCount(summary.data?.lowStockCount ?? 0) },
    { label: 'Inventory Value', value: formatMoney(summary.data?.totalInventoryValue ?? 0) },
    { label: 'Categories', value: formatCount(summary.data?.categories.length ?? 0) },
  ];

  if (refused) return <PlanLocked feature="supplies" title={TITLE} refused />;
  return (
    <>
      <PageHeader
        title={TITLE}
        description="Brushes, paints, canvases and tools: what you have, what is running out, what you spent."
        actions={addButton('Add Supply')}
      />
      <section aria-label="Supply summary" className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {tiles.map((tile) => (
          <Card key={tile.label} className="min-w-0 p-4">
            <p className="text-sm text-stone-600">{tile.label}</p>
            {/* One line, never broken inside a number: $1,234,567.89 fits a 360 px screen's tile at text-base. */}
            <p
              className="tabular mt-1 text-base font-semibold tracking-tight whitespace-nowrap text-stone-900 min-[25rem]:text-lg sm:text-2xl"
              data-testid={`tile-${tile.label}`}
            >
              {summary.isPending ? <Skeleton className="h-8 w-16" /> : summary.isError ? '—' : tile.value}
            </p>
          </Card>
        ))}
      </section>
      <div className="mb-6 grid gap-4 sm:grid-cols-[2fr_1fr]">
        <Input
          label="Search supplies"
          type="search"
          value={filters.search}
          onChange={(e) => setFilters((f) => ({ ...f, search: e.target.value }))}
          placeholder="Name, brand, supplier…"
        />
        <Select
          label="Category"
          options={categoryFilter}
          value={filters.category}
          onChange={(e) => setFilters((f) => ({ ...f, category: e.target.value }))}
        />
      </div>
      {list.isPending ? (
        <div
          className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3"
          aria-busy="true"
          aria-label="Loading supplies"
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-56" />
          ))}
        </div>
      ) : list.isError && !supplies ? (
        <ErrorState
          title="Failed to load consumables"
          description="Your supplies did not load. Nothing is lost; try again."
          onRetry={() => void Promise.all([list.refetch(), summary.refetch()])}
          retrying={list.isFetching}
        />
      ) : !supplies || supplies.length === 0 ? (
        <EmptyState
          icon={Package}
          headingLevel="h2"
          title={filtered ? 'No supplies found' : 'No supplies yet'}
          description={
            filtered
              ? 'No supply matches this search or category.'
              : 'Add your brushes, paints and canvases to track stock and spending.'
          }
          action={addButton('Add Supply')}
        />
      ) : (
        <ul aria-label="Supplies" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {supplies.map((supply) => (
            <li key={supply.id} className="flex min-w-0 [&>*]:flex-1">
              <SupplyCard
                supply={supply}
                onEdit={(s) => setForm({ open: true, supply: s })}
                onDelete={setDeleting}
                onManage={(s) => setManagingId(s.id)}
              />
            </li>
          ))}
        </ul>
      )}
      {supplies && supplies.length > 0 && (
        <ShowMore
          className="mt-6"
          label="Show more supplies"
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        />
      )}
      <SupplyFormDialog
        open={form.open}
        supply={form.supply}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
      />
      <ManageSupplyDialog supply={managing} onClose={() => setManagingId(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete supply?"
        message={`Delete "${deleting?.name ?? ''}" and its transaction history? This cannot be undone.`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        destructive
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </>
  );
}
