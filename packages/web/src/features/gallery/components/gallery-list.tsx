import type { ArtworkListItem } from '@artledger/domain';
import { useEffect, useMemo, useRef } from 'react';
import toast from 'react-hot-toast';
import { useArtworksInfinite } from '../api/artworks-infinite';
import { useArtworkSummary } from '../api/artwork-summary';
import { useDealerSections } from '../api/dealer-sections';
import { isFiltered, type GalleryFilters } from '../api/gallery-filters';
import type { CardAction } from './card-actions';
import { ErrorState } from '../../../ui/error-state';
import { GalleryEmpty } from './gallery-empty';
import { GallerySkeleton } from './gallery-skeleton';
import { LoadMoreSentinel } from './load-more-sentinel';
import { SoldSummary } from './sold-summary';
import { VirtualArtworkGrid } from './virtual-artwork-grid';

const NO_PAGES: ArtworkListItem[][] = [];

interface Props {
  filters: GalleryFilters;
  onAction: (action: CardAction, artwork: ArtworkListItem) => void;
  onClearFilters: () => void;
}

export function GalleryList({ filters, onAction, onClearFilters }: Props) {
  const list = useArtworksInfinite(filters);
  const summary = useArtworkSummary(filters);
  const filtered = isFiltered(filters);
  const artworks = useMemo(() => list.data?.pages.flat() ?? [], [list.data]);
  const grouped = filters.scope === 'active';
  const dealerSections = useDealerSections(filters, list.data?.pages ?? NO_PAGES, grouped);

  // A failure with no filters means the page could not load at all; with filters, the filtering failed.
  const failedRef = useRef(filtered);
  failedRef.current = filtered;
  useEffect(() => {
    if (!list.isError) return;
    toast.error(failedRef.current ? 'Failed to filter artworks' : 'Failed to load gallery data', {
      id: 'gallery-load',
    });
  }, [list.isError, list.errorUpdatedAt]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = useMemo(
    () => () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
    [hasNextPage, isFetchingNextPage, fetchNextPage],
  );

  return (
    <div aria-busy={list.isFetching}>
      {filters.scope === 'sold' && summary.data && summary.data.sold_count > 0 && (
        <SoldSummary sold={summary.data.sold} />
      )}
      {list.isPending ? (
        <GallerySkeleton />
      ) : list.isError && artworks.length === 0 ? (
        <div className="pt-4">
          <ErrorState
            title={filtered ? 'Could not filter your artworks' : 'Could not load your artworks'}
            description="Your inventory did not load. Nothing is lost; try again."
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        </div>
      ) : artworks.length === 0 ? (
        <div className="pt-4">
          <GalleryEmpty tab={filters.scope} filtered={filtered} onClearFilters={onClearFilters} />
        </div>
      ) : (
        <>
          <VirtualArtworkGrid
            artworks={artworks}
            grouped={grouped}
            summary={summary.data}
            dealerSections={dealerSections}
            onAction={onAction}
          />
          <LoadMoreSentinel enabled={Boolean(hasNextPage)} onVisible={loadMore} />
          {isFetchingNextPage && <GallerySkeleton />}
        </>
      )}
    </div>
  );
}
