import { ComingSoon } from '../../../ui/coming-soon';

export function DealerDetailPage() {
  return (
    <ComingSoon
      title="Dealer Details"
      description="Contact details, business terms, active consignments and sold work with payment status."
    />
  );
}
