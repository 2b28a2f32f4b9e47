import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { useDealer } from '../api/get-dealer';
import { useDealerId } from './use-dealer-id';

/**
 * Loads the dealer of the route. A missing one (404 or a bad id) is shown as "Dealer not found"; any other
 * failure says so and goes back to the list, as the spec asks of the detail and edit screens.
 */
export function useDealerOrRedirect() {
  const id = useDealerId();
  const query = useDealer(id);
  const navigate = useNavigate();
  const notFound = Number.isNaN(id) || (isApiError(query.error) && query.error.status === 404);
  const failed = query.isError && !notFound;

  useEffect(() => {
    if (!failed) return;
    toast.error('Failed to load dealer details', { id: 'dealer-load' });
    void navigate('/dealers', { replace: true });
  }, [failed, navigate]);

  return { id, dealer: query.data, notFound, loading: query.isPending && !notFound };
}
