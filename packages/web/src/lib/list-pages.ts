import type { InfiniteData } from '@tanstack/react-query';
import type { ListPage } from './api-client';

/**
 * Where the next page of a "Show more" list starts: after the rows loaded, until the server's count says
 * every row is there, so a list of exactly one page (24 of 24) offers no button that loads nothing. An
 * answer without a count ends the list at a short page.
 */
export function nextPageOffset<T>(pages: ListPage<T>[], pageSize: number): number | undefined {
  const last = pages.at(-1);
  if (!last) return 0;
  const loaded = pages.reduce((count, page) => count + page.items.length, 0);
  if (last.total !== null) return loaded < last.total ? loaded : undefined;
  return last.items.length < pageSize ? undefined : loaded;
}

/** The rows of every loaded page, in order (a stable function, so `select` keeps its result between renders). */
export function pageItems<T>(data: InfiniteData<ListPage<T>>): T[] {
  return data.pages.flatMap((page) => page.items);
}

/** The rows of every loaded page and the server's count of all of them (null without a count). */
export function pageItemsAndTotal<T>(data: InfiniteData<ListPage<T>>): { items: T[]; total: number | null } {
  return { items: pageItems(data), total: data.pages.at(-1)?.total ?? null };
}
