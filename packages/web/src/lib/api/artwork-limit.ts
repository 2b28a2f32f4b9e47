import { isArtworkLimitReached } from '@artledger/domain';
import { useArtworkCount } from './artwork-count';
import { useUserSubscription } from './user-subscription';

export interface ArtworkLimit {
  reached: boolean;
  max: number;
  loading: boolean;
}

/** Per the spec a failed count check is treated as "limit reached", so the plan cap cannot be bypassed. */
export function useArtworkLimit(): ArtworkLimit {
  const { subscription, isLoading } = useUserSubscription();
  const count = useArtworkCount();
  const max = subscription.plan.max_artworks;
  const reached = count.isError || (count.data !== undefined && isArtworkLimitReached(count.data, max));
  return { reached, max, loading: isLoading || count.isPending };
}
