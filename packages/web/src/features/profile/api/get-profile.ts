import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentUserKey, fetchCurrentUser } from '../../../lib/api/current-user';
import { useAuth } from '../../../lib/session/auth-context';

export const profileQuery = queryOptions({
  queryKey: currentUserKey,
  queryFn: ({ signal }) => fetchCurrentUser(signal),
});

/** Fresh from the server, showing the stored user meanwhile so the page never starts blank. */
export function useProfile() {
  const { user } = useAuth();
  const query = useQuery({ ...profileQuery, placeholderData: user ?? undefined });
  return { ...query, user: query.data ?? user };
}
