import type { User } from '@artledger/domain';
import { api } from '../api-client';

export const currentUserKey = ['users', 'profile'] as const;

export function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  return api.get<User>('/users/profile', { signal });
}
