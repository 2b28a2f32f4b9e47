import type { QueryClient } from '@tanstack/react-query';

/**
 * Every cached view an artwork, consignment, sale or dealer change can alter, so each such mutation
 * refreshes all of them: the reports count works by status and sum sales, so they belong here too.
 */
export const INVENTORY_KEYS = [
  ['artworks'],
  ['user-artwork-count'],
  ['dashboard'],
  ['consignments'],
  ['sales'],
  ['dealers'],
  ['analytics'],
] as const;

export function invalidateInventory(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    INVENTORY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
  ).then(() => undefined);
}
