import type { InspirationImage, StyleLibrary } from '@artledger/domain';
import { ImagePlus, Images, Search, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Input } from '../../../ui/input';
import { PageHeader } from '../../../ui/page-header';
import { Select } from '../../../ui/select';
import { ShowMore } from '../../../ui/show-more';
import { Skeleton } from '../../../ui/skeleton';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { isPlanRefusal, PlanGate, PlanLocked } from '../../../ui/plan-gate';
import {
  type InspirationFilters,
  thumbnailUrl,
  useDeleteInspiration,
  useDeleteStyleLibrary,
  useInspirationImages,
  useStyleLibraries,
} from '../api/inspiration-api';
import { GenerateDialog } from '../components/generate-dialog';
import { ImageViewer } from '../components/image-viewer';
import { LibraryFormDialog } from '../components/library-form-dialog';
import { LibraryViewerDialog } from '../components/library-viewer-dialog';
import { StyleLibrariesPanel } from '../components/style-libraries-panel';
import { UploadDialog } from '../components/upload-dialog';

const TYPE_OPTIONS = [
  { value: 'all', label: 'All images' },
  { value: 'generated', label: 'Generated' },
  { value: 'uploaded', label: 'Uploaded' },
] as const;

const TITLE = 'Inspiration Gallery';

export function InspirationPage() {
  return (
    <PlanGate feature="inspiration" title={TITLE}>
      <Inspiration />
    </PlanGate>
  );
}

function Inspiration() {
  const [filters, setFilters] = useState<InspirationFilters>({ type: 'all', search: '' });
  const query = { ...filters, search: useDebouncedValue(filters.search) };
  const images = useInspirationImages(query);
  const libraries = useStyleLibraries();
  const deleteImage = useDeleteInspiration();
  const deleteLibrary = useDeleteStyleLibrary();

  const [uploading, setUploading] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [viewIndex, setViewIndex] = useState<number | null>(null);
  const [confirmImage, setConfirmImage] = useState<InspirationImage | null>(null);
  const [libraryForm, setLibraryForm] = useState<{ library: StyleLibrary | null } | null>(null);
  const [viewingLibrary, setViewingLibrary] = useState<number | null>(null);
  const [confirmLibrary, setConfirmLibrary] = useState<StyleLibrary | null>(null);

  const list = images.data ?? [];
  const filtered = query.type !== 'all' || query.search.trim() !== '';

  if (isPlanRefusal(images.error) || isPlanRefusal(libraries.error)) {
    return <PlanLocked feature="inspiration" title={TITLE} refused />;
  }
  return (
    <>
      <PageHeader
        title={TITLE}
        description="Reference photos, sketches and generated studies in one searchable place."
        actions={
          <>
            <Button variant="secondary" onClick={() => setUploading(true)}>
              <ImagePlus aria-hidden="true" className="size-4" />
              Upload Image
            </Button>
            <Button onClick={() => setGenerating(true)}>
              <Sparkles aria-hidden="true" className="size-4" />
              Generate Image
            </Button>
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          <div className="mb-6 grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
            <div className="relative">
              <Input
                label="Search"
                type="search"
                placeholder="Search title, description, tags or prompt"
                value={filters.search}
                onChange={(event) => setFilters((f) => ({ ...f, search: event.target.value }))}
              />
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute right-3 bottom-3.5 size-4 text-stone-400"
              />
            </div>
            <Select
              label="Type"
              value={filters.type}
              onChange={(event) =>
                setFilters((f) => ({ ...f, type: event.target.value as InspirationFilters['type'] }))
              }
              options={TYPE_OPTIONS}
            />
          </div>
          {images.isPending ? (
            <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4">
              {Array.from({ length: 8 }, (_, i) => (
                <Skeleton key={i} className="aspect-square" />
              ))}
            </div>
          ) : images.isError && !images.data ? (
            <ErrorState
              title="Failed to load inspiration images"
              description="Your images did not load. Nothing is lost; try again."
              onRetry={() => void images.refetch()}
              retrying={images.isFetching}
            />
          ) : list.length === 0 ? (
            <EmptyState
              icon={Images}
              headingLevel="h2"
              title={filtered ? 'No matching images' : 'No inspiration images yet'}
              description={
                filtered
                  ? 'Nothing matches this search or type. Try other words.'
                  : 'Upload reference photos and sketches, or generate a study from a prompt.'
              }
              action={
                <Button onClick={() => setUploading(true)}>
                  <ImagePlus aria-hidden="true" className="size-4" />
                  Upload Image
                </Button>
              }
            />
          ) : (
            <ul
              aria-label="Inspiration images"
              className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4"
            >
              {list.map((image, index) => (
                <li key={image.id} className="min-w-0">
                  <button
                    type="button"
                    onClick={() => setViewIndex(index)}
                    className="group block w-full overflow-hidden rounded-lg border border-stone-200 bg-white text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                  >
                    <img
                      src={thumbnailUrl(image.image_path)}
                      alt={image.title}
                      loading="lazy"
                      className="aspect-square w-full bg-stone-100 object-cover transition-opacity group-hover:opacity-90"
                    />
                    <span className="block truncate px-2 pt-2 text-sm font-medium text-stone-900">
                      {image.title}
                    </span>
                    <span className="block px-2 pb-2 text-xs text-stone-600">
                      {image.image_type === 'generated' ? 'Generated' : 'Uploaded'}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {list.length > 0 && (
            <ShowMore
              className="mt-6"
              label="Show more images"
              hasMore={images.hasNextPage}
              loading={images.isFetchingNextPage}
              onClick={() => void images.fetchNextPage()}
            />
          )}
        </div>
        <aside className="min-w-0">
          <StyleLibrariesPanel
            onCreate={() => setLibraryForm({ library: null })}
            onEdit={(library) => setLibraryForm({ library })}
            onView={(library) => setViewingLibrary(library.id)}
            onDelete={setConfirmLibrary}
          />
        </aside>
      </div>

      <UploadDialog open={uploading} onOpenChange={setUploading} />
      <GenerateDialog open={generating} onOpenChange={setGenerating} libraries={libraries.data ?? []} />
      <ImageViewer
        images={list}
        index={viewIndex}
        onIndexChange={setViewIndex}
        onDelete={(image) => {
          setViewIndex(null);
          setConfirmImage(image);
        }}
      />
      <ConfirmDialog
        open={confirmImage !== null}
        onOpenChange={(open) => !open && setConfirmImage(null)}
        title="Delete image?"
        message={`Delete “${confirmImage?.title ?? ''}”? This cannot be undone.`}
        confirmLabel="Delete Image"
        busyLabel="Deleting..."
        busy={deleteImage.isPending}
        destructive
        onConfirm={() =>
          confirmImage && deleteImage.mutate(confirmImage.id, { onSettled: () => setConfirmImage(null) })
        }
      />
      <LibraryFormDialog
        open={libraryForm !== null}
        onOpenChange={(open) => !open && setLibraryForm(null)}
        library={libraryForm?.library}
      />
      <LibraryViewerDialog libraryId={viewingLibrary} onClose={() => setViewingLibrary(null)} />
      <ConfirmDialog
        open={confirmLibrary !== null}
        onOpenChange={(open) => !open && setConfirmLibrary(null)}
        title="Delete style library?"
        message={`Delete “${confirmLibrary?.name ?? ''}” and all ${confirmLibrary?.image_count ?? 0} of its images? This cannot be undone.`}
        confirmLabel="Delete Library"
        busyLabel="Deleting..."
        busy={deleteLibrary.isPending}
        destructive
        onConfirm={() =>
          confirmLibrary &&
          deleteLibrary.mutate(confirmLibrary.id, { onSettled: () => setConfirmLibrary(null) })
        }
      />
    </>
  );
}
