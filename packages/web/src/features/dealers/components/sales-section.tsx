import type { Sale } from '@artledger/domain';
import { CreditCard, Receipt } from 'lucide-react';
import { formatMoney, formatShortDate } from '../../../lib/format';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { CardSection } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { type ListMore, ShowMore } from '../../../ui/show-more';

interface SalesSectionProps {
  /** The pages loaded so far, newest first. */
  sales: Sale[];
  /** Whether the dealer owes anything, over all its sales (not only the loaded ones). */
  anyPending: boolean;
  onManagePayments: () => void;
  more: ListMore;
}

export function SalesSection({ sales, anyPending: pending, onManagePayments, more }: SalesSectionProps) {
  return (
    <CardSection aria-labelledby="sales-title" className="p-5 sm:p-6">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="sales-title" className="text-lg font-semibold text-stone-900">
          Sold Art & Payment Details
        </h2>
        <Button variant={pending ? 'primary' : 'secondary'} onClick={onManagePayments}>
          <CreditCard aria-hidden="true" className="size-4" />
          Payment Manager
        </Button>
      </div>
      {sales.length === 0 ? (
        <EmptyState icon={Receipt} title="No sales through this dealer yet" />
      ) : (
        <ul className="flex flex-col divide-y divide-stone-100">
          {sales.map((sale) => (
            <li key={sale.id} className="grid gap-2 py-4 sm:grid-cols-[1fr_auto] sm:items-center">
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="min-w-0 font-medium text-stone-900">{sale.artwork_title}</h3>
                  <Badge tone={sale.payment_status === 'paid' ? 'green' : 'yellow'}>
                    {sale.payment_status === 'paid' ? 'Paid' : 'Payment Pending'}
                  </Badge>
                </div>
                <p className="mt-1 text-sm text-stone-600">
                  {[
                    sale.medium,
                    `Sold ${formatShortDate(sale.sale_date)}`,
                    sale.buyer_name && `to ${sale.buyer_name}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {sale.payment_status === 'paid' && (
                  <p className="mt-1 text-sm text-stone-600">
                    Paid {formatShortDate(sale.payment_date, 'date not recorded')}
                    {sale.payment_check_number && ` · Check #${sale.payment_check_number}`}
                  </p>
                )}
              </div>
              <dl className="tabular grid grid-cols-3 gap-3 text-sm sm:text-right">
                <div>
                  <dt className="text-stone-600">Sale</dt>
                  <dd className="text-stone-900">{formatMoney(sale.sale_price)}</dd>
                </div>
                <div>
                  <dt className="text-stone-600">Commission</dt>
                  <dd className="text-stone-900">{formatMoney(sale.commission_amount)}</dd>
                </div>
                <div>
                  <dt className="text-stone-600">Net</dt>
                  <dd className="font-semibold text-stone-900">{formatMoney(sale.net_amount)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <ShowMore label="Show more sales" hasMore={more.hasMore} loading={more.loading} onClick={more.load} />
    </CardSection>
  );
}
