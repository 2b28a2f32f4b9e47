import { formatMoney, formatShortDate } from '../../../lib/format';
import { Dialog } from '../../../ui/dialog';
import { Skeleton } from '../../../ui/skeleton';
import { useSalesPages } from '../api/get-sales';
import { ShowMore } from '../../../ui/show-more';

const HISTORY_PAGE = 50;

interface PaymentHistoryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function PaymentHistoryDialog({ open, onOpenChange }: PaymentHistoryDialogProps) {
  // Direct sales are paid on the spot; the history is about money that came through dealers.
  const { data, isPending, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useSalesPages(
    { payment_status: 'paid', through_dealer: true },
    HISTORY_PAGE,
    open,
  );
  const paid = data ?? [];

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Payment History"
      description="Dealer payments you have received."
      size="lg"
    >
      {isPending ? (
        <Skeleton className="h-40" />
      ) : isError ? (
        <p className="text-sm text-red-700">Could not load the payment history. Please try again.</p>
      ) : paid.length === 0 ? (
        <p className="text-sm text-stone-600">No dealer payments received yet.</p>
      ) : (
        <ul aria-label="Received payments" className="max-h-96 divide-y divide-stone-100 overflow-y-auto">
          {paid.map((sale) => (
            <li
              key={sale.id}
              className="flex flex-col gap-1 py-3 text-sm sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="truncate font-medium text-stone-900">{sale.artwork_title}</p>
                <p className="text-stone-600">
                  {sale.dealer_name ?? 'Dealer'}
                  {sale.dealer_removed && ' (removed)'} · Paid{' '}
                  {formatShortDate(sale.payment_date, 'date not recorded')}
                  {sale.payment_check_number && ` · Check #${sale.payment_check_number}`}
                </p>
              </div>
              <span className="tabular shrink-0 font-medium text-green-800">
                {formatMoney(sale.net_amount)}
              </span>
            </li>
          ))}
          {hasNextPage && (
            <li className="py-3">
              <ShowMore
                className=""
                label="Show more payments"
                hasMore
                loading={isFetchingNextPage}
                onClick={() => void fetchNextPage()}
              />
            </li>
          )}
        </ul>
      )}
    </Dialog>
  );
}
