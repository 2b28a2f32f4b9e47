import { SearchX } from 'lucide-react';
import { useDocumentTitle } from '../../../lib/document-title';
import { ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';

export function DealerNotFound() {
  useDocumentTitle('Dealer not found');
  return (
    <div className="py-12">
      <h1 className="sr-only">Dealer not found</h1>
      <EmptyState
        icon={SearchX}
        headingLevel="h2"
        title="Dealer not found"
        description="This dealer does not exist or was deleted."
        action={<ButtonLink to="/dealers">Back to Dealers</ButtonLink>}
      />
    </div>
  );
}
