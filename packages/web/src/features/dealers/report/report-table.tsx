import { INVENTORY_REPORT_COLUMNS, type InventoryReportItem } from '@artledger/domain';
import { cn } from '../../../lib/cn';
import { columnLabel, displayCell, isNumeric } from './report-cells';

interface ReportTableProps {
  items: InventoryReportItem[];
  className?: string;
  caption: string;
}

/** All 16 fields as a table; wide screens and print only, phones get <ReportCards>. */
export function ReportTable({ items, className, caption }: ReportTableProps) {
  return (
    <table className={cn('w-full border-collapse text-left text-xs', className)}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-stone-300">
          {INVENTORY_REPORT_COLUMNS.map((column) => (
            <th
              key={column}
              scope="col"
              className={cn('px-2 py-2 font-semibold text-stone-800', isNumeric(column) && 'text-right')}
            >
              {columnLabel(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={`${item.inventory_number}-${index}`} className="border-b border-stone-100 align-top">
            {INVENTORY_REPORT_COLUMNS.map((column) => (
              <td
                key={column}
                className={cn(
                  'px-2 py-2 text-stone-800',
                  isNumeric(column) && 'tabular text-right whitespace-nowrap',
                )}
              >
                {displayCell(item, column)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ReportCards({ items, className }: { items: InventoryReportItem[]; className?: string }) {
  return (
    <ul className={cn('flex flex-col gap-3', className)}>
      {items.map((item, index) => (
        <li key={`${item.inventory_number}-${index}`} className="rounded-lg border border-stone-200 p-4">
          <h3 className="font-medium text-stone-900">{item.title}</h3>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {INVENTORY_REPORT_COLUMNS.filter((c) => c !== 'title').map((column) => (
              <div key={column} className="min-w-0">
                <dt className="text-xs text-stone-600">{columnLabel(column)}</dt>
                <dd className="text-stone-900">{displayCell(item, column)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
