import { ArrowRight, ImagePlus } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../ui/button';
import { CardSection } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';

/** The grid of the six newest works arrives with the inventory; until then the empty state leads the way. */
export function RecentArtworks() {
  return (
    <CardSection aria-labelledby="recent-title" className="p-5 sm:p-6">
      <div className="mb-5 flex items-center justify-between gap-4">
        <h2 id="recent-title" className="text-lg font-semibold text-stone-900">
          Recent Artworks
        </h2>
        <Link
          to="/gallery"
          className="inline-flex items-center gap-1 rounded text-sm font-medium text-indigo-700 hover:underline"
        >
          View all
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <EmptyState
        icon={ImagePlus}
        title="No artworks yet"
        description="Catalogue your first piece with images, medium and price. It will show up here."
        action={<ButtonLink to="/add-artwork">Add First Artwork</ButtonLink>}
      />
    </CardSection>
  );
}
