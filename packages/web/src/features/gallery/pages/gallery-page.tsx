import type { ArtworkListItem } from '@artledger/domain';
import { SlidersHorizontal } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from '../../../ui/button';
import { PageHeader } from '../../../ui/page-header';
import { useArtworkSummary } from '../api/artwork-summary';
import { DEFAULT_GALLERY_FILTERS, type GalleryFilters } from '../api/gallery-filters';
import { ArtworkActionDialogs, type ActionState } from '../components/artwork-action-dialogs';
import type { CardAction } from '../components/card-actions';
import { CreateSeriesDialog } from '../components/create-series-dialog';
import { GalleryFilterPanel } from '../components/gallery-filter-panel';
import { GalleryHeaderAction } from '../components/gallery-header-action';
import { GalleryList } from '../components/gallery-list';
import { GallerySearch } from '../components/gallery-search';
import { GalleryTabs } from '../components/gallery-tabs';

export function GalleryPage() {
  const [filters, setFilters] = useState(DEFAULT_GALLERY_FILTERS);
  const [showFilters, setShowFilters] = useState(false);
  const [seriesOpen, setSeriesOpen] = useState(false);
  const [action, setAction] = useState<ActionState | null>(null);
  const summary = useArtworkSummary(filters);

  const patch = useCallback(
    (change: Partial<GalleryFilters>) => setFilters((f) => ({ ...f, ...change })),
    [],
  );
  const setSearch = useCallback((search: string) => patch({ search }), [patch]);
  const onAction = useCallback(
    (kind: CardAction, artwork: ArtworkListItem) => setAction({ action: kind, artwork }),
    [],
  );

  return (
    <>
      <PageHeader title="Your Inventory" actions={<GalleryHeaderAction />} />
      <div className="mb-6 flex flex-col gap-3">
        <div className="flex gap-3">
          <GallerySearch value={filters.search} onChange={setSearch} />
          <Button
            variant="secondary"
            aria-expanded={showFilters}
            aria-controls="gallery-filters"
            onClick={() => setShowFilters((v) => !v)}
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">Filters</span>
          </Button>
        </div>
        {showFilters && (
          <GalleryFilterPanel
            id="gallery-filters"
            filters={filters}
            onChange={patch}
            onCreateSeries={() => setSeriesOpen(true)}
          />
        )}
      </div>
      <GalleryTabs
        value={filters.scope}
        onChange={(scope) => patch({ scope })}
        activeCount={summary.data?.active_count}
        soldCount={summary.data?.sold_count}
      >
        <GalleryList filters={filters} onAction={onAction} />
      </GalleryTabs>
      <CreateSeriesDialog open={seriesOpen} onOpenChange={setSeriesOpen} />
      <ArtworkActionDialogs state={action} onClose={() => setAction(null)} />
    </>
  );
}
