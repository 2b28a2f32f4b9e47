import type { ArtworkSummary } from '@artledger/domain';
import { formatMoney } from '../../../lib/format';
import { Card } from '../../../ui/card';

export function SoldSummary({ sold }: { sold: ArtworkSummary['sold'] }) {
  const items = [
    { label: 'Total Sold', value: String(sold.total_sold), note: undefined },
    { label: 'Net Revenue', value: formatMoney(sold.net_revenue), note: 'After dealer commissions' },
    { label: 'Average Net Sale', value: formatMoney(sold.average_net_sale), note: undefined },
  ];
  return (
    <dl className="mb-2 grid gap-4 sm:grid-cols-3">
      {items.map((item) => (
        <Card key={item.label} className="p-4">
          <dt className="text-sm font-medium text-stone-600">{item.label}</dt>
          <dd className="tabular mt-1 text-2xl font-semibold text-stone-900">{item.value}</dd>
          {item.note && <dd className="text-xs text-stone-600">{item.note}</dd>}
        </Card>
      ))}
    </dl>
  );
}
