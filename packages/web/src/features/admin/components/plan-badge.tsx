import type { AdminUser } from '@artledger/domain';
import { formatShortDate } from '../../../lib/format';
import { capitalize } from '../../../lib/text';
import { Badge, type BadgeTone } from '../../../ui/badge';

const TONES: Record<string, BadgeTone> = { free: 'gray', basic: 'blue', pro: 'purple' };

export function PlanBadge({ subscription }: { subscription: AdminUser['subscription'] }) {
  const until = formatShortDate(subscription.endDate);
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Badge tone={TONES[subscription.name] ?? 'gray'}>{capitalize(subscription.name)}</Badge>
      {until && <span className="text-xs text-stone-600">Until {until}</span>}
    </span>
  );
}

export function RoleBadge({ role }: { role: AdminUser['role'] }) {
  return role === 'admin' ? (
    <Badge tone="red">Admin</Badge>
  ) : (
    <span className="text-sm text-stone-700">Artist</span>
  );
}
