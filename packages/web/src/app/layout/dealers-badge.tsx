import { useId } from 'react';
import { formatBadgeCount, useOutstandingPaymentCount } from '../../lib/api/pending-sales';
import { useAuth } from '../../lib/session/auth-context';

/**
 * The red count of dealer payments still owed. The number is hidden from the link's name (so the link
 * stays "Dealers") and announced as its description, which must sit outside the link.
 */
export function useDealersBadge() {
  const { user } = useAuth();
  const { data: count = 0 } = useOutstandingPaymentCount(user?.id);
  const descriptionId = useId();
  if (count <= 0) return { describedBy: undefined, badge: null, description: null };
  const text = formatBadgeCount(count);
  return {
    describedBy: descriptionId,
    badge: (
      <span
        aria-hidden="true"
        data-testid="dealers-badge"
        className="tabular inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs leading-5 font-semibold text-white"
      >
        {text}
      </span>
    ),
    description: (
      <span id={descriptionId} className="sr-only">
        {text} outstanding {count === 1 ? 'payment' : 'payments'}
      </span>
    ),
  };
}
