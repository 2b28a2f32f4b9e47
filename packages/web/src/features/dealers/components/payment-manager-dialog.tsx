import { sumDollars } from '@artledger/domain';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { formatMoney, formatShortDate } from '../../../lib/format';
import { formatCount } from '../../../lib/text';
import { localToday } from '../../../lib/local-date';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Input } from '../../../ui/input';
import { Skeleton } from '../../../ui/skeleton';
import { useSalesPagesWithTotal } from '../api/get-sales';
import { useMarkPaid } from '../api/mark-paid';
import { ShowMore } from '../../../ui/show-more';
import { useSubmitLock } from '../../../ui/use-submit-lock';

/** Unpaid sales listed per page; "Show more" loads the next. */
export const PAYMENT_MANAGER_PAGE = 100;

interface PaymentManagerDialogProps {
  dealer: { id: number; name: string } | null;
  onClose: () => void;
}

/** Mounted fresh for each dealer so the selection, check number and date start clean. */
export function PaymentManagerDialog({ dealer, onClose }: PaymentManagerDialogProps) {
  return (
    <Dialog
      open={dealer !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Payment Manager"
      description={dealer ? `Record payments received from ${dealer.name}.` : undefined}
      size="lg"
    >
      {dealer && <PaymentManagerBody key={dealer.id} dealer={dealer} onDone={onClose} />}
    </Dialog>
  );
}

function PaymentManagerBody({
  dealer,
  onDone,
}: {
  dealer: { id: number; name: string };
  onDone: () => void;
}) {
  // Only this dealer's unpaid sales, filtered by the server.
  const { data, isPending, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useSalesPagesWithTotal(
    { dealer_id: dealer.id, payment_status: 'pending' },
    PAYMENT_MANAGER_PAGE,
  );
  const sales = data?.items ?? [];
  // "Select all (100)" alone read as all a dealer owes when 368 sales were unpaid.
  const allUnpaid = data?.total != null && data.total > sales.length ? data.total : null;
  const markPaid = useMarkPaid(dealer.name);
  const submitOnce = useSubmitLock();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [checkNumber, setCheckNumber] = useState('');
  const [paymentDate, setPaymentDate] = useState(localToday);
  const [dateError, setDateError] = useState<string | undefined>();

  // Selections of sales that left the list (paid in another tab) drop out; the others stay picked.
  const picked = sales.filter((s) => selected.has(s.id));
  const allSelected = sales.length > 0 && picked.length === sales.length;
  const total = sumDollars(picked.map((s) => s.net_amount));
  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  if (isPending) return <Skeleton className="h-40" />;
  if (isError)
    return <p className="text-sm text-red-700">Could not load the unpaid sales. Please try again.</p>;
  if (sales.length === 0)
    return <p className="text-sm text-stone-600">No pending payments from {dealer.name}.</p>;

  return (
    <form
      noValidate
      aria-label="Mark payments as received"
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        const problem = paymentDateProblem(paymentDate, picked);
        setDateError(problem);
        if (problem) return;
        // One request per submit: a second Enter sent the same sales again, and its 409 ("already paid")
        // followed the success toast.
        submitOnce(() =>
          markPaid
            .mutateAsync({
              sale_ids: picked.map((s) => s.id),
              payment_check_number: checkNumber.trim() || undefined,
              payment_date: paymentDate || undefined,
            })
            .then(onDone, (error: unknown) => {
              const detail = isApiError(error)
                ? error.details.find((d) => d.path === 'payment_date')
                : undefined;
              if (detail) setDateError(detail.message);
            }),
        );
      }}
    >
      <fieldset>
        <legend className="sr-only">Pending sales</legend>
        <label className="flex min-h-11 items-center gap-3 border-b border-stone-200 text-sm font-medium text-stone-800">
          <input
            type="checkbox"
            className="size-5 accent-indigo-600"
            checked={allSelected}
            onChange={() => setSelected(allSelected ? new Set() : new Set(sales.map((s) => s.id)))}
          />
          Select all ({sales.length})
        </label>
        <ul className="max-h-72 overflow-y-auto">
          {sales.map((sale) => (
            <li key={sale.id} className="border-b border-stone-100">
              <label className="flex min-h-11 items-center gap-3 py-2 text-sm">
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-indigo-600"
                  checked={selected.has(sale.id)}
                  onChange={() => toggle(sale.id)}
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-stone-900">{sale.artwork_title}</span>
                  <span className="block text-stone-600">
                    Sold {formatShortDate(sale.sale_date)} for {formatMoney(sale.sale_price)}
                  </span>
                </span>
                <span className="tabular shrink-0 font-medium text-stone-900">
                  {formatMoney(sale.net_amount)}
                </span>
              </label>
            </li>
          ))}
        </ul>
        {allUnpaid !== null && (
          <p className="mt-3 text-center text-sm text-stone-600" data-testid="unpaid-shown">
            Showing {formatCount(sales.length)} of {formatCount(allUnpaid)} unpaid sales
          </p>
        )}
        <ShowMore
          className="mt-3"
          label="Show more unpaid sales"
          hasMore={hasNextPage}
          loading={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Check Number"
          value={checkNumber}
          onChange={(e) => setCheckNumber(e.target.value)}
          maxLength={100}
        />
        <Input
          label="Payment Date"
          type="date"
          value={paymentDate}
          error={dateError}
          onChange={(e) => {
            setPaymentDate(e.target.value);
            setDateError(undefined);
          }}
        />
      </div>
      <div className="flex flex-col gap-3 border-t border-stone-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-stone-700" aria-live="polite">
          Total selected: <span className="tabular font-semibold text-stone-900">{formatMoney(total)}</span>
        </p>
        <Button type="submit" disabled={picked.length === 0 || markPaid.isPending}>
          {markPaid.isPending ? 'Saving...' : 'Mark as Received'}
        </Button>
      </div>
    </form>
  );
}

/** The server's rules, checked first: a real date, not after today, not before any chosen sale. */
export function paymentDateProblem(
  paymentDate: string,
  chosen: { artwork_title: string; sale_date: string }[],
): string | undefined {
  if (!paymentDate) return undefined;
  if (paymentDate > localToday()) return 'Payment date cannot be in the future';
  const earlier = chosen
    .filter((sale) => paymentDate < sale.sale_date)
    .sort((a, b) => b.sale_date.localeCompare(a.sale_date))[0];
  return earlier
    ? `Payment date cannot be before the sale of "${earlier.artwork_title}" on ${earlier.sale_date}`
    : undefined;
}
