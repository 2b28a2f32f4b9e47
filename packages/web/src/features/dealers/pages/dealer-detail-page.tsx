import { FileText, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../ui/badge';
import { Button, ButtonLink } from '../../../ui/button';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { FullPageSpinner } from '../../../ui/spinner';
import { PageHeader } from '../../../ui/page-header';
import { useDealerConsignments } from '../api/get-consignments';
import { useDealerSummary } from '../api/get-dealer-summary';
import { useSalesPages } from '../api/get-sales';
import { ConsignmentsSection } from '../components/consignments-section';
import { DealerInfo } from '../components/dealer-info';
import { DealerNotFound } from '../components/dealer-not-found';
import { SalesSection } from '../components/sales-section';
import { PaymentManagerDialog } from '../components/payment-manager-dialog';
import { SummaryTiles } from '../components/summary-tiles';
import { useDealerOrRedirect } from '../hooks/use-dealer-or-redirect';
import { dealerStatusTone, humanize } from '../labels';
import { InventoryReportDialog } from '../report/inventory-report-dialog';
import { FROM_DEALER_PAGE } from '../dealer-page-origin';

/** The dealer's sales listed per page; "Show more" loads the next. */
const DEALER_SALES_PAGE = 20;

export function DealerDetailPage() {
  const { id, dealer, notFound, loading, failed, retry, retrying } = useDealerOrRedirect();
  // Only this dealer's rows, a page at a time; the tiles' figures are counted by the server.
  const loaded = dealer !== undefined;
  const summary = useDealerSummary(id, loaded);
  const consignments = useDealerConsignments(id, loaded);
  const sales = useSalesPages({ dealer_id: id }, DEALER_SALES_PAGE, loaded);
  const [reportOpen, setReportOpen] = useState(false);
  const [paying, setPaying] = useState(false);

  if (notFound) return <DealerNotFound />;
  if (failed)
    return (
      <ErrorState
        title="Could not load this dealer"
        description="The dealer's details did not load. Nothing is lost; try again."
        onRetry={retry}
        retrying={retrying}
      />
    );
  if (loading || !dealer) return <FullPageSpinner label="Loading dealer" />;

  const shownConsignments = consignments.data ?? [];
  const shownSales = sales.data ?? [];
  const listsFailed = consignments.isError || sales.isError || summary.isError;
  const retryLists = () => {
    if (consignments.isError) void consignments.refetch();
    if (sales.isError) void sales.refetch();
    if (summary.isError) void summary.refetch();
  };

  return (
    <>
      <PageHeader
        title={dealer.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {dealer.company_name && (
              <>
                <span>{dealer.company_name}</span>
                <span aria-hidden="true">·</span>
              </>
            )}
            <span>{humanize(dealer.relationship_type)}</span>
            <Badge tone={dealerStatusTone[dealer.status]}>{humanize(dealer.status)}</Badge>
          </span>
        }
        actions={
          <>
            <Button variant="secondary" onClick={() => setReportOpen(true)}>
              <FileText aria-hidden="true" className="size-4" />
              Inventory Report
            </Button>
            <ButtonLink to={`/dealers/${dealer.id}/edit`} state={FROM_DEALER_PAGE}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit Dealer
            </ButtonLink>
          </>
        }
      />
      <div className="flex flex-col gap-6">
        {!listsFailed && summary.data && (
          <SummaryTiles
            consigned={summary.data.consigned_count}
            value={summary.data.consigned_value}
            sold={summary.data.sold_count}
            outstanding={summary.data.outstanding_amount}
          />
        )}
        <DealerInfo dealer={dealer} />
        {listsFailed ? (
          <ErrorState
            title="Could not load consignments and sales"
            description="This dealer's consignments and sales did not load. Nothing is lost; try again."
            onRetry={retryLists}
            retrying={consignments.isFetching || sales.isFetching || summary.isFetching}
          />
        ) : consignments.isPending || sales.isPending || summary.isPending ? (
          <Skeleton className="h-64 rounded-xl" />
        ) : (
          <>
            <ConsignmentsSection
              consignments={shownConsignments}
              dealerName={dealer.name}
              more={{
                hasMore: consignments.hasNextPage,
                loading: consignments.isFetchingNextPage,
                load: () => void consignments.fetchNextPage(),
              }}
            />
            <SalesSection
              sales={shownSales}
              anyPending={(summary.data?.pending_sales_count ?? 0) > 0}
              onManagePayments={() => setPaying(true)}
              more={{
                hasMore: sales.hasNextPage,
                loading: sales.isFetchingNextPage,
                load: () => void sales.fetchNextPage(),
              }}
            />
          </>
        )}
      </div>
      <InventoryReportDialog dealerId={dealer.id} open={reportOpen} onOpenChange={setReportOpen} />
      <PaymentManagerDialog dealer={paying ? dealer : null} onClose={() => setPaying(false)} />
    </>
  );
}
