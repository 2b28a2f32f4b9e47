import { formatMoney } from '../../../lib/format';
import { Card } from '../../../ui/card';

interface SummaryTilesProps {
  consigned: number;
  value: number;
  sold: number;
  outstanding: number;
}

export function SummaryTiles({ consigned, value, sold, outstanding }: SummaryTilesProps) {
  const tiles = [
    { label: 'Consigned', value: String(consigned) },
    { label: 'Consigned Value', value: formatMoney(value) },
    { label: 'Sold', value: String(sold) },
    { label: 'Outstanding', value: formatMoney(outstanding), warn: outstanding > 0 },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {tiles.map((tile) => (
        <Card key={tile.label} className="min-w-0 p-4 sm:p-5">
          <dt className="text-sm text-stone-600">{tile.label}</dt>
          <dd
            className={`tabular mt-1 text-lg font-semibold wrap-anywhere sm:text-2xl ${tile.warn ? 'text-red-700' : 'text-stone-900'}`}
          >
            {tile.value}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
