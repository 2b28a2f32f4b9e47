export type GalleryTab = 'active' | 'sold';

export interface GalleryFilters {
  scope: GalleryTab;
  status: string;
  category: string;
  series: string;
  search: string;
}

/** The gallery as it first opens: active works, no filters. */
export const DEFAULT_GALLERY_FILTERS: GalleryFilters = {
  scope: 'active',
  status: '',
  category: '',
  series: '',
  search: '',
};

/** The query the list and the summary share; the sold tab never filters by status (it is always sold). */
export function filterQuery(filters: GalleryFilters) {
  return {
    scope: filters.scope,
    status: filters.scope === 'active' ? filters.status : '',
    category: filters.category,
    series: filters.series,
    search: filters.search.trim(),
  };
}

export function isFiltered(filters: GalleryFilters): boolean {
  const q = filterQuery(filters);
  return Boolean(q.status || q.category || q.series || q.search);
}
