import { isApiError } from '../../../lib/api-error';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useDealer } from '../api/get-dealer';
import { useDealerId } from './use-dealer-id';

/**
 * Loads the dealer of the route. A missing one (404 or a bad id) is shown as "Dealer not found"; any other
 * failure is shown in place with a Retry, so a passing network fault does not throw the artist out.
 */
export function useDealerOrRedirect() {
  const id = useDealerId();
  const query = useDealer(id);
  const notFound = Number.isNaN(id) || (isApiError(query.error) && query.error.status === 404);
  const failed = query.isError && !notFound;
  // The spec's toast, beside the error state that keeps the artist on the screen with Retry.
  useErrorToast(failed, 'Failed to load dealer details', 'dealer-load');

  return {
    id,
    dealer: query.data,
    notFound,
    failed,
    retry: () => void query.refetch(),
    retrying: query.isFetching,
    loading: query.isPending && !notFound && !failed,
  };
}
