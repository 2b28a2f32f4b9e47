import type { QueryClient } from '@tanstack/react-query';

/** Every cached view an artwork, consignment or sale change can alter, so each mutation refreshes all of them. */
export const INVENTORY_KEYS = [
  ['artworks'],
  ['user-artwork-count'],
  ['dashboard'],
  ['consignments'],
  ['sales'],
  ['dealers'],
] as const;

export function invalidateInventory(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    INVENTORY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
  ).then(() => undefined);
}
