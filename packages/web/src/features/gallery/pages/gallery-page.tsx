import { ComingSoon } from '../../../ui/coming-soon';

export function GalleryPage() {
  return (
    <ComingSoon
      title="Your Inventory"
      description="Your active collection and sold works, grouped by studio and dealer, with search and filters."
    />
  );
}
