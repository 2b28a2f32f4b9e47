import type { QueryClient } from '@tanstack/react-query';
import { artworkCountQuery } from '../../lib/api/artwork-count';
import { currentUserQuery } from '../../lib/api/current-user';
import { pendingSummaryQuery } from '../../lib/api/pending-sales';
import { userSubscriptionQuery } from '../../lib/api/user-subscription';
import { loadSession } from '../../lib/auth-storage';

type Prefetch = (client: QueryClient, userId: number) => Promise<void>;

/** The early calls (route-start.ts) the signed-in frame's queries read, by URL as the API client spells it. */
const FRAME_QUERIES: Record<string, Prefetch> = {
  '/api/users/profile': (client) => client.prefetchQuery(currentUserQuery),
  '/api/user-subscription': (client, userId) => client.prefetchQuery(userSubscriptionQuery(userId)),
  '/api/sales/pending-summary': (client) => client.prefetchQuery(pendingSummaryQuery()),
  '/api/user-artwork-count': (client) => client.prefetchQuery(artworkCountQuery),
};

/**
 * Hands the early calls the entry started for the frame (the header, the dealers badge, the session's
 * refresh, the plan meter's count) to their queries before the first render: it then has their answers, and
 * no early answer is left for a later call of the same URL. Here, in the layout's chunk, not in the boot:
 * the plan's rules these queries import would otherwise be downloaded by the landing and sign-in pages too.
 */
export function prefetchFrameData(client: QueryClient, started: readonly string[]): void {
  const session = loadSession();
  if (!session) return;
  for (const url of started) void FRAME_QUERIES[url]?.(client, session.user.id);
}
