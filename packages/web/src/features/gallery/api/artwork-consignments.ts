import { CONSIGNMENT_PAGE_MAX, type Consignment } from '@artledger/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * Per the spec a failed load shows no consignments rather than an error. One artwork's history is a few
 * rows; the largest page covers it.
 */
export function artworkConsignmentsQuery(artworkId: number) {
  return queryOptions({
    queryKey: ['consignments', 'list', { artwork_id: artworkId }],
    queryFn: ({ signal }) =>
      api
        .get<Consignment[]>('/consignments', {
          query: { artwork_id: artworkId, limit: CONSIGNMENT_PAGE_MAX },
          signal,
        })
        .catch((error: unknown) => {
          if (signal.aborted) throw error;
          console.warn('Could not load consignments', error);
          return [] as Consignment[];
        }),
  });
}

export function useArtworkConsignments(artworkId: number) {
  return useQuery(artworkConsignmentsQuery(artworkId));
}
