import { sumDollars } from '@artledger/domain';
import { FileText, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../ui/badge';
import { Button, ButtonLink } from '../../../ui/button';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { FullPageSpinner } from '../../../ui/spinner';
import { PageHeader } from '../../../ui/page-header';
import { useDealerConsignments } from '../api/get-consignments';
import { useSales } from '../api/get-sales';
import { ConsignmentsSection } from '../components/consignments-section';
import { DealerInfo } from '../components/dealer-info';
import { DealerNotFound } from '../components/dealer-not-found';
import { SalesSection } from '../components/sales-section';
import { PaymentManagerDialog } from '../components/payment-manager-dialog';
import { SummaryTiles } from '../components/summary-tiles';
import { useDealerOrRedirect } from '../hooks/use-dealer-or-redirect';
import { dealerStatusTone, humanize } from '../labels';
import { InventoryReportDialog } from '../report/inventory-report-dialog';

export function DealerDetailPage() {
  const { id, dealer, notFound, loading, failed, retry, retrying } = useDealerOrRedirect();
  const consignments = useDealerConsignments(id, dealer !== undefined);
  const sales = useSales({ dealer_id: id }, dealer !== undefined);
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

  const allConsignments = consignments.data ?? [];
  const allSales = sales.data ?? [];
  const listsFailed = consignments.isError || sales.isError;
  const retryLists = () => {
    if (consignments.isError) void consignments.refetch();
    if (sales.isError) void sales.refetch();
  };
  const consigned = allConsignments.filter((c) => c.status === 'consigned');
  const value = sumDollars(consigned.map((c) => c.consignment_price));
  const outstanding = sumDollars(
    allSales.filter((s) => s.payment_status === 'pending').map((s) => s.net_amount),
  );

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
            <ButtonLink to={`/dealers/${dealer.id}/edit`}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit Dealer
            </ButtonLink>
          </>
        }
      />
      <div className="flex flex-col gap-6">
        {!listsFailed && (
          <SummaryTiles
            consigned={consigned.length}
            value={value}
            sold={allSales.length}
            outstanding={outstanding}
          />
        )}
        <DealerInfo dealer={dealer} />
        {listsFailed ? (
          <ErrorState
            title="Could not load consignments and sales"
            description="This dealer's consignments and sales did not load. Nothing is lost; try again."
            onRetry={retryLists}
            retrying={consignments.isFetching || sales.isFetching}
          />
        ) : consignments.isPending || sales.isPending ? (
          <Skeleton className="h-64 rounded-xl" />
        ) : (
          <>
            <ConsignmentsSection consignments={allConsignments} dealerName={dealer.name} />
            <SalesSection sales={allSales} onManagePayments={() => setPaying(true)} />
          </>
        )}
      </div>
      <InventoryReportDialog dealerId={dealer.id} open={reportOpen} onOpenChange={setReportOpen} />
      <PaymentManagerDialog dealer={paying ? dealer : null} onClose={() => setPaying(false)} />
    </>
  );
}
