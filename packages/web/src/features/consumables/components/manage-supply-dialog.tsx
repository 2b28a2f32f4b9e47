import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Consumable,
  SUPPLY_OPTIONS,
  TRANSACTION_TYPES,
  type TransactionData,
  type TransactionInput,
  transactionInputSchema,
} from '@artledger/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { formatMoney, formatShortDate } from '../../../lib/format';
import { formatCount } from '../../../lib/text';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { ShowMore } from '../../../ui/show-more';
import { Spinner } from '../../../ui/spinner';
import { Textarea } from '../../../ui/textarea';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useRecordTransaction, useTransactions } from '../api/consumables';
import { useSubmitLock } from '../../../ui/use-submit-lock';

const TYPE_LABELS = { purchase: 'Purchase', usage: 'Usage', adjustment: 'Adjustment' } as const;
const typeOptions = TRANSACTION_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }));
const EMPTY: TransactionInput = {
  transaction_type: 'purchase',
  quantity: '1',
  unit_price: '0',
  notes: '',
} as TransactionInput;

interface Props {
  supply: Consumable | null;
  onClose: () => void;
}

export function ManageSupplyDialog({ supply, onClose }: Props) {
  const [adding, setAdding] = useState(false);
  const transactions = useTransactions(supply?.id ?? null);
  const history = transactions.data;
  const record = useRecordTransaction();
  useErrorToast(transactions.isError, 'Failed to load transactions', 'transactions-load');
  const { register, handleSubmit, reset, formState } = useForm<TransactionInput, unknown, TransactionData>({
    resolver: zodResolver(transactionInputSchema),
    defaultValues: EMPTY,
  });

  useEffect(() => {
    setAdding(false);
    reset(EMPTY);
  }, [supply?.id, reset]);

  // One transaction per submit: a second Enter before the button rendered disabled recorded it twice.
  const submitOnce = useSubmitLock();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitOnce(
      handleSubmit(async (data) => {
        if (!supply) return;
        try {
          await record.mutateAsync({ id: supply.id, input: data });
          reset(EMPTY);
          setAdding(false);
        } catch {
          // The toast said it failed; what was typed stays.
        }
      }),
    );
  };

  return (
    <Dialog
      open={supply !== null}
      onOpenChange={(open) => !open && !record.isPending && onClose()}
      title={`Manage: ${supply?.name ?? ''}`}
      size="lg"
    >
      {supply && (
        <div className="grid min-w-0 gap-6 md:grid-cols-2">
          <section aria-labelledby="current-info" className="min-w-0">
            <h3 id="current-info" className="text-base font-semibold text-stone-900">
              Current Information
            </h3>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <dt className="text-stone-600">Category</dt>
              <dd className="text-stone-900">{SUPPLY_OPTIONS[supply.category].label}</dd>
              <dt className="text-stone-600">Current Quantity</dt>
              <dd className="text-stone-900" data-testid="current-quantity">
                {formatCount(supply.quantity)}
              </dd>
              <dt className="text-stone-600">Unit Price</dt>
              <dd className="tabular text-stone-900">{formatMoney(supply.unit_price)}</dd>
              <dt className="text-stone-600">Total Value</dt>
              <dd className="tabular text-stone-900">{formatMoney(supply.total_value)}</dd>
            </dl>
            {!adding && (
              <Button className="mt-4" onClick={() => setAdding(true)}>
                Record Transaction
              </Button>
            )}
          </section>
          <section aria-labelledby="history" className="min-w-0">
            <h3 id="history" className="text-base font-semibold text-stone-900">
              Transaction History
            </h3>
            <div className="mt-3 max-h-64 overflow-y-auto" tabIndex={0} aria-label="Transaction history list">
              {transactions.isPending ? (
                <Spinner label="Loading transactions" />
              ) : transactions.isError && !history ? (
                <div className="text-sm text-stone-700">
                  <p role="alert">Failed to load transactions</p>
                  <Button
                    size="sm"
                    variant="secondary"
                    className="mt-2"
                    onClick={() => void transactions.refetch()}
                  >
                    Retry
                  </Button>
                </div>
              ) : !history || history.length === 0 ? (
                <p className="text-sm text-stone-600">No transactions recorded yet.</p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {history.map((t) => (
                    <li key={t.id} className="rounded-lg border border-stone-200 p-3 text-sm">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <Badge
                          tone={
                            t.transaction_type === 'purchase'
                              ? 'green'
                              : t.transaction_type === 'usage'
                                ? 'red'
                                : 'blue'
                          }
                        >
                          {TYPE_LABELS[t.transaction_type]}
                        </Badge>
                        <span className="text-stone-600">{formatShortDate(t.created_at)}</span>
                      </div>
                      <p className="mt-1 text-stone-900">Quantity: {formatCount(t.quantity)}</p>
                      {t.notes && <p className="text-stone-700">{t.notes}</p>}
                      {t.total_cost > 0 && (
                        <p className="text-stone-700">Total: {formatMoney(t.total_cost)}</p>
                      )}
                    </li>
                  ))}
                </ul>
              )}
              {history && history.length > 0 && (
                <ShowMore
                  className="mt-3"
                  label="Show more transactions"
                  hasMore={transactions.hasNextPage}
                  loading={transactions.isFetchingNextPage}
                  onClick={() => void transactions.fetchNextPage()}
                />
              )}
            </div>
          </section>
          {adding && (
            <form
              noValidate
              onSubmit={submit}
              className="grid gap-4 border-t border-stone-200 pt-4 md:col-span-2 sm:grid-cols-3"
              aria-label="Add Transaction"
            >
              <Select
                label="Type"
                options={typeOptions}
                error={formState.errors.transaction_type?.message}
                {...register('transaction_type')}
              />
              <Input
                label="Quantity"
                type="number"
                min={1}
                step={1}
                error={formState.errors.quantity?.message}
                {...register('quantity', {
                  // Empty stays empty (the submit is refused); other non-numbers become 1, as the spec says.
                  setValueAs: (v) =>
                    String(v).trim() === '' ? '' : Number.isFinite(Number(v)) ? Number(v) : 1,
                })}
              />
              <Input
                label="Unit Price ($)"
                type="number"
                min={0}
                step={0.01}
                error={formState.errors.unit_price?.message}
                {...register('unit_price', {
                  setValueAs: (v) => (Number.isFinite(Number(v)) ? Number(v) : 0),
                })}
              />
              <Textarea label="Notes" rows={2} containerClassName="sm:col-span-3" {...register('notes')} />
              <div className="flex flex-col-reverse gap-3 sm:col-span-3 sm:flex-row sm:justify-end">
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => {
                    reset(EMPTY);
                    setAdding(false);
                  }}
                  disabled={record.isPending}
                >
                  Cancel
                </Button>
                <Button type="submit" disabled={record.isPending}>
                  {record.isPending ? 'Recording...' : 'Record Transaction'}
                </Button>
              </div>
            </form>
          )}
        </div>
      )}
    </Dialog>
  );
}
