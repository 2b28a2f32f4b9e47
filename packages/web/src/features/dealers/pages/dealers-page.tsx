import { ComingSoon } from '../../../ui/coming-soon';

export function DealersPage() {
  return (
    <ComingSoon
      title="Dealers & Representatives"
      description="Dealers, galleries and agents holding your work, with consignments and outstanding payments."
    />
  );
}
