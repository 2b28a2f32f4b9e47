import type { ArtworkListItem } from '@artledger/domain';
import { useEffect, useMemo, useRef } from 'react';
import toast from 'react-hot-toast';
import { useArtworksInfinite } from '../api/artworks-infinite';
import { useArtworkSummary, useSoldSummary } from '../api/artwork-summary';
import { useDealerSections } from '../api/dealer-sections';
import { isFiltered, type GalleryFilters } from '../api/gallery-filters';
import type { CardAction } from './card-actions';
import { ErrorState } from '../../../ui/error-state';
import { GalleryEmpty } from './gallery-empty';
import { GallerySkeleton } from './gallery-skeleton';
import { LoadMoreSentinel } from './load-more-sentinel';
import { SoldSummary } from './sold-summary';
import { SummaryError } from './summary-error';
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
  const sold = useSoldSummary(filters);
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

  const summaryFailed = (summary.isError && !summary.data) || (sold.isError && !sold.data);
  const retrySummary = () => {
    if (summary.isError) void summary.refetch();
    if (sold.isError) void sold.refetch();
  };

  return (
    <div aria-busy={list.isFetching}>
      {summaryFailed && !list.isPending && !(list.isError && artworks.length === 0) && (
        <SummaryError onRetry={retrySummary} retrying={summary.isFetching || sold.isFetching} />
      )}
      {filters.scope === 'sold' && sold.data && sold.data.sold_count > 0 && (
        <SoldSummary sold={sold.data.sold} />
      )}
      {list.isPending ? (
        <GallerySkeleton />
      ) : list.isError && artworks.length === 0 ? (
        <div className="pt-4">
          <ErrorState
            title={filtered ? 'Could not filter your artworks' : 'Could not load your artworks'}
            description="Your inventory did not load. Nothing is lost; try again."
            // The counts usually failed with the list; one Retry brings both back.
            onRetry={() => {
              void list.refetch();
              retrySummary();
            }}
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
