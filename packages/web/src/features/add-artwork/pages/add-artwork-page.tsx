import { useArtworkCount } from '../../../lib/api/artwork-count';
import { useArtworkLimit } from '../../../lib/api/artwork-limit';
import { useCategories } from '../../../lib/api/categories';
import { useSeriesList } from '../../../lib/api/series-list';
import { ErrorState } from '../../../ui/error-state';
import { PageHeader } from '../../../ui/page-header';
import { Skeleton } from '../../../ui/skeleton';
import { AddArtworkForm } from '../components/add-artwork-form';
import { UpgradeNotice } from '../components/upgrade-notice';

export function AddArtworkPage() {
  const limit = useArtworkLimit();
  const count = useArtworkCount();
  const categories = useCategories();
  const series = useSeriesList();
  // An unknown count still blocks a capped plan (the spec), but says so rather than claiming the limit
  // is reached; lists that did not load would offer "No category"/"No series" for a work that has one.
  const failed = [count, categories, series].filter((q) => q.isError && !q.data);
  const countUnknown = failed.includes(count) && limit.max >= 0;
  const listsFailed = failed.some((q) => q !== count);
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title="Add New Artwork"
        description="Catalogue a piece with its images, details and pricing."
      />
      {limit.loading ? (
        <Skeleton className="h-96 w-full" />
      ) : countUnknown || listsFailed ? (
        <ErrorState
          title="Could not load the form"
          description={
            countUnknown
              ? 'We could not check how many artworks you have against your plan. Try again.'
              : 'Your categories and series did not load. Try again.'
          }
          onRetry={() => failed.forEach((q) => void q.refetch())}
          retrying={failed.some((q) => q.isFetching)}
        />
      ) : limit.reached ? (
        <UpgradeNotice max={limit.max} />
      ) : (
        <AddArtworkForm />
      )}
    </div>
  );
}
