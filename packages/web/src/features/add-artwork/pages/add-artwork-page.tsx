import { useArtworkLimit } from '../../../lib/api/artwork-limit';
import { PageHeader } from '../../../ui/page-header';
import { Skeleton } from '../../../ui/skeleton';
import { AddArtworkForm } from '../components/add-artwork-form';
import { UpgradeNotice } from '../components/upgrade-notice';

export function AddArtworkPage() {
  const limit = useArtworkLimit();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title="Add New Artwork"
        description="Catalogue a piece with its images, details and pricing."
      />
      {limit.loading ? (
        <Skeleton className="h-96 w-full" />
      ) : limit.reached ? (
        <UpgradeNotice max={limit.max} />
      ) : (
        <AddArtworkForm />
      )}
    </div>
  );
}
