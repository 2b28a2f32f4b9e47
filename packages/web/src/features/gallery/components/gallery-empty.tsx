import { BadgeDollarSign, ImagePlus, SearchX } from 'lucide-react';
import { Button, ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import type { GalleryTab } from '../api/gallery-filters';

interface Props {
  tab: GalleryTab;
  filtered: boolean;
  onClearFilters: () => void;
}

export function GalleryEmpty({ tab, filtered, onClearFilters }: Props) {
  if (filtered) {
    return (
      <EmptyState
        icon={SearchX}
        headingLevel="h2"
        title="No matches"
        description="No artwork matches this search or filter. Try another word, or clear the filters."
        action={
          <Button variant="secondary" onClick={onClearFilters}>
            Clear filters
          </Button>
        }
      />
    );
  }
  if (tab === 'sold') {
    return (
      <EmptyState
        icon={BadgeDollarSign}
        headingLevel="h2"
        title="No sold artworks yet"
        description="When you mark a work as sold, it appears here with its sale price and net."
      />
    );
  }
  return (
    <EmptyState
      icon={ImagePlus}
      headingLevel="h2"
      title="No active artworks"
      description="Catalogue a piece with its images, medium and price to start your inventory."
      action={<ButtonLink to="/add-artwork">Add Artwork</ButtonLink>}
    />
  );
}
