import type { ArtworkListItem } from '@artledger/domain';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { filterQuery, type GalleryFilters } from './gallery-filters';

export const GALLERY_PAGE_SIZE = 60;

export function artworksInfiniteQuery(filters: GalleryFilters) {
  const query = filterQuery(filters);
  return infiniteQueryOptions({
    queryKey: ['artworks', 'infinite', query],
    queryFn: ({ pageParam, signal }) =>
      api.get<ArtworkListItem[]>('/artworks', {
        query: { ...query, limit: GALLERY_PAGE_SIZE, offset: pageParam },
        signal,
      }),
    initialPageParam: 0,
    // A short page is the last one; offsets keep the server's grouped order across pages.
    getNextPageParam: (lastPage, pages) =>
      lastPage.length < GALLERY_PAGE_SIZE ? undefined : pages.length * GALLERY_PAGE_SIZE,
    placeholderData: keepPreviousData,
  });
}

export function useArtworksInfinite(filters: GalleryFilters) {
  return useInfiniteQuery(artworksInfiniteQuery(filters));
}
