import type { ArtworkListItem } from '@artledger/domain';
import { ArrowRight, ImagePlus } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../ui/button';
import { CardSection } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { RecentArtworkCard } from './recent-artwork-card';

interface Props {
  artworks: ArtworkListItem[];
  loading: boolean;
  failed?: boolean;
  retrying?: boolean;
  onRetry?: () => void;
}

export function RecentArtworks({ artworks, loading, failed = false, retrying, onRetry }: Props) {
  return (
    <CardSection aria-labelledby="recent-title" className="p-5 sm:p-6">
      <div className="mb-5 flex items-center justify-between gap-4">
        <h2 id="recent-title" className="text-lg font-semibold text-stone-900">
          Recent Artworks
        </h2>
        <Link
          to="/gallery"
          className="inline-flex min-h-11 items-center gap-1 rounded text-sm font-medium text-indigo-700 hover:underline"
        >
          View all
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {loading ? (
        <div className="grid grid-cols-2 gap-4 md:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="aspect-[4/5] w-full" />
          ))}
        </div>
      ) : failed ? (
        <ErrorState
          headingLevel="h3"
          title="Could not load recent artworks"
          description="Your artworks did not load. Nothing is lost; try again."
          onRetry={() => onRetry?.()}
          retrying={retrying}
        />
      ) : artworks.length === 0 ? (
        <EmptyState
          icon={ImagePlus}
          title="No artworks yet"
          description="Catalogue your first piece with images, medium and price. It will show up here."
          action={<ButtonLink to="/add-artwork">Add First Artwork</ButtonLink>}
        />
      ) : (
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
          {artworks.map((artwork, index) => (
            <li key={artwork.id}>
              <RecentArtworkCard artwork={artwork} priority={index < 2} />
            </li>
          ))}
        </ul>
      )}
    </CardSection>
  );
}
