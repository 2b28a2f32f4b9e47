import { CreditCard, History } from 'lucide-react';
import { useState } from 'react';
import { formatMoney, formatShortDate } from '../../../lib/format';
import { formatCount } from '../../../lib/text';
import { Button } from '../../../ui/button';
import { CardSection } from '../../../ui/card';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { usePendingSummary } from '../api/get-pending-payments';
import { useSales } from '../api/get-sales';
import { ChooseDealerDialog } from './choose-dealer-dialog';
import { PaymentHistoryDialog } from './payment-history-dialog';
import { PaymentManagerDialog } from './payment-manager-dialog';

/** The spec shows the first 3 unpaid sales. */
const SHOWN_SALES = 3;

export function OutstandingPayments() {
  // The first few unpaid dealer sales, and the count and total from the server: never every unpaid sale.
  const first = useSales({ payment_status: 'pending', through_dealer: true }, SHOWN_SALES);
  const summary = usePendingSummary();
  const pending = first.data ?? [];
  const isPending = first.isPending || summary.isPending;
  const isError = first.isError || summary.isError;
  const isFetching = first.isFetching || summary.isFetching;
  const refetch = () => {
    if (first.isError) void first.refetch();
    if (summary.isError) void summary.refetch();
  };
  const total = summary.data?.total ?? 0;
  const more = (summary.data?.count ?? 0) - pending.length;
  const [choosing, setChoosing] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [manageFor, setManageFor] = useState<{ id: number; name: string } | null>(null);

  return (
    <CardSection aria-labelledby="outstanding-title" className="mt-8 p-5 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="outstanding-title" className="text-lg font-semibold text-stone-900">
            Outstanding Payments
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            Total outstanding:{' '}
            <span className="tabular font-semibold text-red-700">
              {isError ? 'unknown' : formatMoney(total)}
            </span>
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button onClick={() => setChoosing(true)}>
            <CreditCard aria-hidden="true" className="size-4" />
            Manage Payments
          </Button>
          <Button variant="secondary" onClick={() => setHistoryOpen(true)}>
            <History aria-hidden="true" className="size-4" />
            View Payment History
          </Button>
        </div>
      </div>
      {isPending ? (
        <Skeleton className="mt-4 h-24" />
      ) : isError ? (
        <ErrorState
          className="mt-4"
          headingLevel="h3"
          title="Could not load outstanding payments"
          description="What dealers owe you did not load. Nothing is lost; try again."
          onRetry={refetch}
          retrying={isFetching}
        />
      ) : pending.length === 0 ? (
        <p className="mt-4 text-sm text-stone-600">All dealer payments are received. Nothing is owed.</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-100">
          {pending.map((sale) => (
            <li key={sale.id} className="flex items-center justify-between gap-3 py-2.5 text-sm">
              <div className="min-w-0">
                <p className="truncate font-medium text-stone-900">{sale.artwork_title}</p>
                <p className="wrap-anywhere text-stone-600">
                  {sale.dealer_name} · Sold {formatShortDate(sale.sale_date)}
                </p>
              </div>
              <span className="tabular shrink-0 font-medium text-stone-900">
                {formatMoney(sale.net_amount)}
              </span>
            </li>
          ))}
          {more > 0 && (
            <li className="py-2.5 text-sm text-stone-600">+{formatCount(more)} more unpaid sales</li>
          )}
        </ul>
      )}
      <ChooseDealerDialog
        open={choosing}
        onOpenChange={setChoosing}
        onChoose={(due) => {
          setChoosing(false);
          setManageFor(due);
        }}
      />
      <PaymentManagerDialog dealer={manageFor} onClose={() => setManageFor(null)} />
      <PaymentHistoryDialog open={historyOpen} onOpenChange={setHistoryOpen} />
    </CardSection>
  );
}
