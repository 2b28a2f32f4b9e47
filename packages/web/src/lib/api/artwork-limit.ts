import { isArtworkLimitReached } from '@artledger/domain';
import { useArtworkCount } from './artwork-count';
import { useUserSubscription } from './user-subscription';

export interface ArtworkLimit {
  reached: boolean;
  max: number;
  loading: boolean;
}

/**
 * Per the spec a failed count check is treated as "limit reached", so the plan cap cannot be bypassed;
 * on an unlimited plan there is no cap to bypass, so an unknown count never blocks.
 */
export function useArtworkLimit(): ArtworkLimit {
  const { subscription, isLoading } = useUserSubscription();
  const count = useArtworkCount();
  const max = subscription.plan.max_artworks;
  const unlimited = max < 0;
  const reached =
    !unlimited && (count.isError || (count.data !== undefined && isArtworkLimitReached(count.data, max)));
  return { reached, max, loading: isLoading || (!unlimited && count.isPending) };
}
