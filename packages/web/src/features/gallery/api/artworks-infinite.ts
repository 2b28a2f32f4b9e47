import type { ArtworkListItem } from '@artledger/domain';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { filterQuery, type GalleryFilters } from './gallery-filters';

/** The first screen needs few works and waits for this answer; scrolling on asks for more at a time. */
export const GALLERY_FIRST_PAGE_SIZE = 60;
export const GALLERY_NEXT_PAGE_SIZE = 120;

const pageSize = (offset: number) => (offset === 0 ? GALLERY_FIRST_PAGE_SIZE : GALLERY_NEXT_PAGE_SIZE);

export function artworksInfiniteQuery(filters: GalleryFilters) {
  const query = filterQuery(filters);
  return infiniteQueryOptions({
    queryKey: ['artworks', 'infinite', query],
    queryFn: ({ pageParam, signal }) =>
      api.get<ArtworkListItem[]>('/artworks', {
        query: { ...query, limit: pageSize(pageParam), offset: pageParam },
        signal,
      }),
    initialPageParam: 0,
    // A short page is the last one; offsets keep the server's grouped order across pages.
    getNextPageParam: (lastPage, _pages, lastOffset) =>
      lastPage.length < pageSize(lastOffset) ? undefined : lastOffset + lastPage.length,
    placeholderData: keepPreviousData,
  });
}

export function useArtworksInfinite(filters: GalleryFilters) {
  return useInfiniteQuery(artworksInfiniteQuery(filters));
}
