import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router';
import { useArtwork } from '../../../lib/api/artwork';
import { isApiError } from '../../../lib/api-error';
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
  const [action, setAction] = useState<ActionState | null>(null);

  const validId = Number.isInteger(id) && id > 0;
  const notFound = !validId || (isApiError(artwork.error) && artwork.error.status === 404);
  const failed = artwork.isError && !notFound;
  useEffect(() => {
    if (!failed) return;
    toast.error('Failed to load artwork');
    void navigate('/gallery');
  }, [failed, navigate]);

  if (notFound) return <ArtworkNotFound />;
  if (!artwork.data) return <DetailSkeleton />;
  const data = artwork.data;

  return (
    <>
      <DetailHeader
        artwork={data}
        editing={editing}
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
            <ArtworkEditForm artwork={data} onDone={() => setEditing(false)} />
          ) : (
            <>
              <DetailsSection artwork={data} />
              <PricingSection artwork={data} />
              <TextSections artwork={data} />
            </>
          )}
          <ConsignmentHistory consignments={consignments.data ?? []} />
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
