import { type Sale, sumDollars } from '@artledger/domain';
import { ChevronRight } from 'lucide-react';
import { formatMoney } from '../../../lib/format';
import { Dialog } from '../../../ui/dialog';

export interface DealerDue {
  id: number;
  name: string;
  count: number;
  total: number;
}

/** Groups pending dealer sales by dealer, largest amount owed first. */
export function duesByDealer(sales: Sale[]): DealerDue[] {
  const map = new Map<number, DealerDue>();
  for (const sale of sales) {
    if (sale.dealer_id == null) continue;
    const due = map.get(sale.dealer_id) ?? {
      id: sale.dealer_id,
      name: sale.dealer_name ?? 'Dealer',
      count: 0,
      total: 0,
    };
    due.count += 1;
    due.total = sumDollars([due.total, sale.net_amount]);
    map.set(sale.dealer_id, due);
  }
  return [...map.values()].sort((a, b) => b.total - a.total);
}

interface ChooseDealerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  dues: DealerDue[];
  onChoose: (due: DealerDue) => void;
}

export function ChooseDealerDialog({ open, onOpenChange, dues, onChoose }: ChooseDealerDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Manage Payments"
      description="Choose a dealer to record payments from."
      size="sm"
    >
      {dues.length === 0 ? (
        <p className="text-sm text-stone-600">No dealer owes you a payment right now.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {dues.map((due) => (
            <li key={due.id}>
              <button
                type="button"
                onClick={() => onChoose(due)}
                className="flex min-h-11 w-full items-center gap-3 rounded-lg border border-stone-200 px-4 py-3 text-left hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-stone-900">{due.name}</span>
                  <span className="block text-sm text-stone-600">
                    {due.count} unpaid · <span className="tabular">{formatMoney(due.total)}</span>
                  </span>
                </span>
                <ChevronRight aria-hidden="true" className="size-4 text-stone-500" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
