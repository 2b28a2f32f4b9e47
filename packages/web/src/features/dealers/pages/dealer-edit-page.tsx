import { ComingSoon } from '../../../ui/coming-soon';

export function DealerEditPage() {
  return (
    <ComingSoon
      title="Edit Dealer"
      description="Update contact information, business terms, location and status."
    />
  );
}
