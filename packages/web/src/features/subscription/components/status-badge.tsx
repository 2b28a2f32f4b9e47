import { capitalize } from '../../../lib/text';
import { Badge } from '../../../ui/badge';

export function SubscriptionStatusBadge({ status }: { status: string }) {
  const label = capitalize(status.replaceAll('_', ' '));
  return <Badge tone={status === 'active' || status === 'trialing' ? 'green' : 'yellow'}>{label}</Badge>;
}
