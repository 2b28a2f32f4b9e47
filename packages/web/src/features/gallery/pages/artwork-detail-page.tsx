import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useArtwork } from '../../../lib/api/artwork';
import { isApiError } from '../../../lib/api-error';
import { useErrorToast } from '../../../lib/use-error-toast';
import { ErrorState } from '../../../ui/error-state';
import { useArtworkConsignments } from '../api/artwork-consignments';
import { ArtworkActionDialogs, type ActionState } from '../components/artwork-action-dialogs';
import { AddImagesButton } from '../detail/add-images-button';
import { ArtworkEditForm } from '../detail/artwork-edit-form';
import { ArtworkNotFound } from '../detail/artwork-not-found';
import { DetailsSection, PricingSection, TextSections } from '../detail/artwork-sections';
import { ConsignmentHistory } from '../detail/consignment-history';
import { DetailHeader } from '../detail/detail-header';
import { DetailSkeleton } from '../detail/detail-skeleton';
import { ImageCarousel } from '../detail/image-carousel';

export function ArtworkDetailPage() {
  const params = useParams();
  const id = Number(params.id);
  const navigate = useNavigate();
  const artwork = useArtwork(id);
  const consignments = useArtworkConsignments(id);
  const [editing, setEditing] = useState(false);
  const [editDirty, setEditDirty] = useState(false);
  const onDirtyChange = useCallback((dirty: boolean) => setEditDirty(dirty), []);
  const [action, setAction] = useState<ActionState | null>(null);

  const validId = Number.isInteger(id) && id > 0;
  const notFound = !validId || (isApiError(artwork.error) && artwork.error.status === 404);
  const failed = artwork.isError && !notFound;
  // The spec's toast, beside the error state that keeps the artist on the screen with Retry.
  useErrorToast(failed, 'Failed to load artwork', 'artwork-load');

  if (notFound) return <ArtworkNotFound />;
  if (failed)
    return (
      <ErrorState
        title="Could not load this artwork"
        description="The artwork did not load. Nothing is lost; try again."
        onRetry={() => void artwork.refetch()}
        retrying={artwork.isFetching}
      />
    );
  if (!artwork.data) return <DetailSkeleton />;
  const data = artwork.data;

  return (
    <>
      <DetailHeader
        artwork={data}
        editing={editing}
        locked={editing && editDirty}
        onEdit={() => setEditing(true)}
        onAction={(kind) => setAction({ action: kind, artwork: data })}
      />
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-3">
          <ImageCarousel artwork={data} />
          <AddImagesButton artworkId={data.id} />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          {editing ? (
            <ArtworkEditForm artwork={data} onDone={() => setEditing(false)} onDirtyChange={onDirtyChange} />
          ) : (
            <>
              <DetailsSection artwork={data} />
              <PricingSection artwork={data} />
              <TextSections artwork={data} />
            </>
          )}
          {consignments.isError ? (
            <ErrorState
              headingLevel="h3"
              title="Could not load consignments"
              description="This work's consignments did not load. Nothing is lost; try again."
              onRetry={() => void consignments.refetch()}
              retrying={consignments.isFetching}
            />
          ) : (
            <ConsignmentHistory consignments={consignments.data ?? []} />
          )}
        </div>
      </div>
      <ArtworkActionDialogs
        state={action}
        onClose={() => setAction(null)}
        onDeleted={() => void navigate('/gallery')}
      />
    </>
  );
}
