import { Download, Printer, X } from 'lucide-react';
import { pluralize } from '../../../lib/text';
import { Dialog as RadixDialog } from 'radix-ui';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { formatShortDate } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { useReturnFocus } from '../../../ui/return-focus';
import { useInventoryReport } from '../api/get-inventory-report';
import { useErrorToast } from '../../../lib/use-error-toast';
import { downloadInventoryCsv } from './inventory-csv';
import { PrintPortal } from './print-portal';
import { ReportCards, ReportTable } from './report-table';

interface InventoryReportDialogProps {
  dealerId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Its own Radix dialog (not ui/dialog) because 16 columns need most of the screen's width. */
export function InventoryReportDialog({ dealerId, open, onOpenChange }: InventoryReportDialogProps) {
  const { data: report, isPending, isError } = useInventoryReport(dealerId, open);
  // Opened from state, not a Radix trigger: without this, closing drops focus on <body>.
  const returnFocus = useReturnFocus(open);
  const [exporting, setExporting] = useState(false);
  useErrorToast(open && isError, 'Failed to load inventory report', 'inventory-report');

  const exportCsv = async () => {
    if (!report) return;
    setExporting(true);
    try {
      await downloadInventoryCsv(report);
      toast.success('Inventory report exported successfully!');
    } catch {
      toast.error('Failed to export inventory report');
    } finally {
      setExporting(false);
    }
  };

  const heading = report ? `Inventory Report: ${report.dealer.name}` : 'Inventory Report';
  const meta = report
    ? `${report.dealer.company_name ? `${report.dealer.company_name} · ` : ''}${pluralize(report.total_items, 'item')} · ${formatShortDate(report.report_date, report.report_date)}`
    : '';

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-stone-900/40" />
        <RadixDialog.Content
          {...returnFocus}
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[92vh] w-[calc(100%-1rem)] max-w-7xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border border-stone-200 bg-white shadow-xl focus:outline-none sm:w-[calc(100%-2rem)]"
        >
          <div className="flex flex-col gap-3 border-b border-stone-200 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
            <div className="min-w-0 pr-10 sm:pr-0">
              <RadixDialog.Title className="text-lg font-semibold text-stone-900">
                {heading}
              </RadixDialog.Title>
              {meta && <p className="mt-1 text-sm text-stone-600">{meta}</p>}
            </div>
            <div className="flex gap-3">
              <Button variant="secondary" onClick={exportCsv} disabled={!report || exporting}>
                <Download aria-hidden="true" className="size-4" />
                {exporting ? 'Exporting...' : 'Export CSV'}
              </Button>
              <Button variant="secondary" onClick={() => window.print()} disabled={!report}>
                <Printer aria-hidden="true" className="size-4" />
                Print
              </Button>
              <RadixDialog.Close
                aria-label="Close"
                className="absolute top-3 right-3 flex size-11 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100 sm:static"
              >
                <X aria-hidden="true" className="size-5" />
              </RadixDialog.Close>
            </div>
          </div>
          {/* Focusable so keyboard users can scroll a long report (the cards hold no controls). */}
          <div
            tabIndex={0}
            role="region"
            aria-label="Report items"
            className="overflow-auto px-4 py-5 sm:px-6"
          >
            {isPending ? (
              <Skeleton className="h-48" />
            ) : isError || !report ? (
              <p className="text-sm text-red-700">The inventory report could not be loaded.</p>
            ) : report.items.length === 0 ? (
              <p className="text-sm text-stone-600">This dealer holds no artworks and has no sales yet.</p>
            ) : (
              <>
                <ReportTable items={report.items} caption={heading} className="hidden lg:table" />
                <ReportCards items={report.items} className="lg:hidden" />
              </>
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
      {open && report && (
        <PrintPortal>
          <h1 className="text-xl font-semibold">{heading}</h1>
          <p className="mt-1 mb-4 text-sm">{meta}</p>
          <ReportTable
            items={report.items}
            caption={heading}
            className="text-[8pt] [&_td]:px-1 [&_th]:px-1"
          />
        </PrintPortal>
      )}
    </RadixDialog.Root>
  );
}
