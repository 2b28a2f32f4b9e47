import { DEALER_OPTIONS_MAX, type DealerOption } from '@artledger/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/** The consign dialog's choices: active dealers by name, only what the picker shows and prefills. */
export function fetchDealerOptions(search: string, signal?: AbortSignal): Promise<DealerOption[]> {
  return api.get<DealerOption[]>('/dealers/options', {
    query: { search: search || undefined },
    signal,
  });
}

/** Under the `dealers` key, so every dealer, consignment and sale change refreshes the picker too. */
export function dealerOptionsQuery(search: string) {
  return queryOptions({
    queryKey: ['dealers', 'options', { search }],
    queryFn: ({ signal }) => fetchDealerOptions(search, signal),
  });
}

/**
 * Loads only while the consign dialog is open. A new search keeps the previous choices on screen until
 * its answer arrives, so the form (and what the artist typed) stays mounted.
 */
export function useDealerOptions(enabled: boolean, search: string) {
  return useQuery({ ...dealerOptionsQuery(search), enabled, placeholderData: keepPreviousData });
}

/** A full answer may leave active dealers out: the dialog then offers a search on the server. */
export function mayHaveMoreDealers(options: DealerOption[] | undefined): boolean {
  return (options?.length ?? 0) >= DEALER_OPTIONS_MAX;
}
