import { type Consumable, stockLevel, SUPPLY_OPTIONS } from '@artledger/domain';
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { formatMoney } from '../../../lib/format';
import { formatCount } from '../../../lib/text';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';

const BADGE = { out: 'red', low: 'orange', ok: 'green' } as const;
const BADGE_TEXT = { out: 'Out of stock', low: 'Low stock', ok: 'In stock' } as const;

interface Props {
  supply: Consumable;
  onEdit: (supply: Consumable) => void;
  onDelete: (supply: Consumable) => void;
  onManage: (supply: Consumable) => void;
}

export function SupplyCard({ supply, onEdit, onDelete, onManage }: Props) {
  const level = stockLevel(supply.quantity);
  const options = SUPPLY_OPTIONS[supply.category];
  return (
    <Card className="flex min-w-0 flex-col gap-3 p-5" data-testid="supply-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-stone-900">{supply.name}</h2>
          <p className="text-sm text-stone-600">
            {options.label}
            {supply.brand ? ` · ${supply.brand}` : ''}
          </p>
        </div>
        <Badge tone={BADGE[level]} className="shrink-0">
          <span data-testid="quantity-badge" data-level={level}>
            {formatCount(supply.quantity)}
          </span>
          <span className="sr-only"> — {BADGE_TEXT[level]}</span>
        </Badge>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        {supply.size && (
          <>
            <dt className="text-stone-600">{options.sizeLabel}</dt>
            <dd className="text-stone-900">{supply.size}</dd>
          </>
        )}
        {supply.type && (
          <>
            <dt className="text-stone-600">{options.typeLabel}</dt>
            <dd className="text-stone-900">{supply.type}</dd>
          </>
        )}
        {options.showColor && (
          <>
            <dt className="text-stone-600">Color</dt>
            <dd className="flex items-center gap-2 text-stone-900">
              <span
                aria-hidden="true"
                className="size-4 rounded border border-stone-300"
                style={{ backgroundColor: supply.color }}
              />
              {supply.color}
            </dd>
          </>
        )}
        <dt className="text-stone-600">Unit Price</dt>
        <dd className="tabular text-stone-900">{formatMoney(supply.unit_price)}</dd>
        <dt className="text-stone-600">Total Value</dt>
        <dd className="tabular text-stone-900">{formatMoney(supply.total_value)}</dd>
        {supply.supplier && (
          <>
            <dt className="text-stone-600">Supplier</dt>
            <dd className="text-stone-900">{supply.supplier}</dd>
          </>
        )}
      </dl>
      {supply.purchase_link && (
        <a
          href={supply.purchase_link}
          target="_blank"
          rel="noreferrer noopener"
          className="inline-flex items-center gap-1 text-sm text-indigo-700 underline"
        >
          Purchase link <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <Button size="sm" onClick={() => onManage(supply)}>
          Manage
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onEdit(supply)}
          aria-label={`Edit ${supply.name}`}
        >
          <Pencil aria-hidden="true" className="size-4" /> Edit
        </Button>
        <Button
          size="sm"
          variant="danger"
          onClick={() => onDelete(supply)}
          aria-label={`Delete ${supply.name}`}
        >
          <Trash2 aria-hidden="true" className="size-4" /> Delete
        </Button>
      </div>
    </Card>
  );
}
