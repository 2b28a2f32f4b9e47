import { ComingSoon } from '../../../ui/coming-soon';

export function AddArtworkPage() {
  return (
    <ComingSoon
      title="Add New Artwork"
      description="Catalogue a piece with images, dimensions, status, location and pricing."
    />
  );
}
