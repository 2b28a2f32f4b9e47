import type { ArtworkListItem } from '@artledger/domain';
import { SlidersHorizontal } from 'lucide-react';
import { Suspense, lazy, useCallback, useMemo, useState } from 'react';
import { useLiveSearchParams } from '../../../lib/use-live-search-params';
import { Button } from '../../../ui/button';
import { PageHeader } from '../../../ui/page-header';
import { useArtworkSummary, useSoldSummary } from '../api/artwork-summary';
import type { GalleryFilters } from '../api/gallery-filters';
import type { ActionState } from '../components/artwork-action-dialogs';
import type { CardAction } from '../components/card-actions';
import { GalleryFilterPanel } from '../components/gallery-filter-panel';
import { GalleryHeaderAction } from '../components/gallery-header-action';
import { GalleryList } from '../components/gallery-list';
import { GallerySearch } from '../components/gallery-search';
import { GalleryTabs } from '../components/gallery-tabs';

// The dialogs carry the forms (react-hook-form, the domain's schemas): they load on first use, not with
// the first screen, and stay mounted afterwards so closing keeps its focus return.
const ArtworkActionDialogs = lazy(() =>
  import('../components/artwork-action-dialogs').then((m) => ({ default: m.ArtworkActionDialogs })),
);
const CreateSeriesDialog = lazy(() =>
  import('../components/create-series-dialog').then((m) => ({ default: m.CreateSeriesDialog })),
);

const KEYS = ['status', 'category', 'series', 'search'] as const;

/** The filters live in the URL so opening a work and coming back (or sharing the link) keeps them. */
function readFilters(params: URLSearchParams): GalleryFilters {
  return {
    scope: params.get('tab') === 'sold' ? 'sold' : 'active',
    status: params.get('status') ?? '',
    category: params.get('category') ?? '',
    series: params.get('series') ?? '',
    search: params.get('search') ?? '',
  };
}

export function GalleryPage() {
  const [params, setParams] = useLiveSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const [showFilters, setShowFilters] = useState(false);
  const [seriesOpen, setSeriesOpen] = useState(false);
  const [seriesUsed, setSeriesUsed] = useState(false);
  const [action, setAction] = useState<ActionState | null>(null);
  const [actionsUsed, setActionsUsed] = useState(false);
  const summary = useArtworkSummary(filters);
  const soldSummary = useSoldSummary(filters);

  const patch = useCallback(
    (change: Partial<GalleryFilters>) =>
      setParams(
        (current) => {
          const next = { ...readFilters(current), ...change };
          const out = new URLSearchParams();
          if (next.scope === 'sold') out.set('tab', 'sold');
          for (const key of KEYS) if (next[key]) out.set(key, next[key]);
          return out;
        },
        // Typing and filtering refine one view; Back should leave the gallery, not undo keystrokes.
        { replace: true },
      ),
    [setParams],
  );
  const clearFilters = useCallback(
    () => patch({ status: '', category: '', series: '', search: '' }),
    [patch],
  );
  const setSearch = useCallback((search: string) => patch({ search }), [patch]);
  const onAction = useCallback((kind: CardAction, artwork: ArtworkListItem) => {
    setActionsUsed(true);
    setAction({ action: kind, artwork });
  }, []);

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
            onCreateSeries={() => {
              setSeriesUsed(true);
              setSeriesOpen(true);
            }}
          />
        )}
      </div>
      <GalleryTabs
        value={filters.scope}
        onChange={(scope) => patch({ scope })}
        activeCount={summary.data?.active_count}
        soldCount={soldSummary.data?.sold_count}
      >
        <GalleryList filters={filters} onAction={onAction} onClearFilters={clearFilters} />
      </GalleryTabs>
      <Suspense fallback={null}>
        {seriesUsed && <CreateSeriesDialog open={seriesOpen} onOpenChange={setSeriesOpen} />}
        {actionsUsed && <ArtworkActionDialogs state={action} onClose={() => setAction(null)} />}
      </Suspense>
    </>
  );
}
