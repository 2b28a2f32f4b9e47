import { STYLE_LIBRARY_PANEL, type StyleLibrary } from '@artledger/domain';
import { Library, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { thumbnailUrl, useStyleLibraries } from '../api/inspiration-api';

interface StyleLibrariesPanelProps {
  onCreate: () => void;
  onView: (library: StyleLibrary) => void;
  onEdit: (library: StyleLibrary) => void;
  onDelete: (library: StyleLibrary) => void;
}

export function StyleLibrariesPanel({ onCreate, onView, onEdit, onDelete }: StyleLibrariesPanelProps) {
  const query = useStyleLibraries();
  const [showAll, setShowAll] = useState(false);
  const libraries = query.data ?? [];
  const shown = showAll ? libraries : libraries.slice(0, STYLE_LIBRARY_PANEL.libraries);

  return (
    <section
      aria-labelledby="style-libraries-title"
      className="min-w-0 rounded-xl border border-stone-200 bg-white p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="style-libraries-title" className="text-base font-semibold text-stone-900">
          Style Libraries
        </h2>
        <Button size="sm" variant="secondary" onClick={onCreate}>
          <Plus aria-hidden="true" className="size-4" />
          New Library
        </Button>
      </div>
      {query.isPending ? (
        <div className="mt-4 flex flex-col gap-3">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : query.isError ? (
        <ErrorState
          className="mt-4 px-4 py-6"
          headingLevel="h3"
          title="Failed to load style libraries"
          description="Your libraries did not load; try again."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : libraries.length === 0 ? (
        <p className="mt-4 flex items-start gap-2 text-sm text-stone-600">
          <Library aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          No style libraries yet. Create one to steer generated images toward your own look.
        </p>
      ) : (
        <>
          <ul aria-label="Style libraries" className="mt-4 flex flex-col gap-3">
            {shown.map((library) => (
              <li key={library.id} className="rounded-lg border border-stone-200 p-3">
                <div className="flex items-start justify-between gap-2">
                  <button
                    type="button"
                    onClick={() => onView(library)}
                    className="min-w-0 text-left focus-visible:outline-2 focus-visible:outline-indigo-600"
                  >
                    <span className="block truncate text-sm font-medium text-stone-900 hover:underline">
                      {library.name}
                    </span>
                    <span className="block text-xs text-stone-600">
                      {library.image_count} {library.image_count === 1 ? 'image' : 'images'}
                    </span>
                  </button>
                  <div className="flex shrink-0">
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Edit ${library.name}`}
                      onClick={() => onEdit(library)}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-red-700"
                      aria-label={`Delete ${library.name}`}
                      onClick={() => onDelete(library)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </div>
                </div>
                {library.images.length > 0 && (
                  <div className="mt-2 grid grid-cols-4 gap-1">
                    {library.images.slice(0, STYLE_LIBRARY_PANEL.thumbnails).map((image) => (
                      <img
                        key={image.id}
                        src={thumbnailUrl(image.image_path)}
                        alt=""
                        loading="lazy"
                        className="aspect-square w-full rounded bg-stone-100 object-cover"
                      />
                    ))}
                  </div>
                )}
              </li>
            ))}
          </ul>
          {libraries.length > STYLE_LIBRARY_PANEL.libraries && (
            <Button variant="ghost" size="sm" className="mt-3 w-full" onClick={() => setShowAll((v) => !v)}>
              {showAll ? 'Show fewer libraries' : `View all ${libraries.length} libraries`}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
