import type { User } from '@artledger/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api-client';

export const currentUserKey = ['users', 'profile'] as const;

export function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  return api.get<User>('/users/profile', { signal });
}

/** The signed-in user as the server has them: the session's refresh and the profile page share it. */
export const currentUserQuery = queryOptions({
  queryKey: currentUserKey,
  queryFn: ({ signal }) => fetchCurrentUser(signal),
});
