import { Plus } from 'lucide-react';
import { useArtworkLimit } from '../../../lib/api/artwork-limit';
import { ButtonLink } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { PlanLimitNotice } from './plan-limit-notice';

export function GalleryHeaderAction() {
  const limit = useArtworkLimit();
  if (limit.loading) return <Skeleton className="h-11 w-36" />;
  if (limit.reached) return <PlanLimitNotice max={limit.max} />;
  return (
    <ButtonLink to="/add-artwork">
      <Plus aria-hidden="true" className="size-4" />
      Add Artwork
    </ButtonLink>
  );
}
