import { ComingSoon } from '../../../ui/coming-soon';

export function ArtworkDetailPage() {
  return (
    <ComingSoon
      title="Artwork Details"
      description="Images, details, pricing, edition and consignment history for a single artwork."
    />
  );
}
