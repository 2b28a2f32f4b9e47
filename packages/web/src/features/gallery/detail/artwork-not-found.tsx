import { SearchX } from 'lucide-react';
import { useDocumentTitle } from '../../../lib/document-title';
import { ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';

export function ArtworkNotFound() {
  useDocumentTitle('Artwork not found');
  return (
    <div className="flex flex-col gap-6 py-8">
      <h1 className="text-center text-2xl font-semibold text-stone-900">Artwork not found</h1>
      <EmptyState
        icon={SearchX}
        title="This artwork does not exist or was deleted"
        action={<ButtonLink to="/gallery">Back to Gallery</ButtonLink>}
      />
    </div>
  );
}
