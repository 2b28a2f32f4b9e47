import type { User, UserUpdateResponse } from '@artledger/domain';
import { api } from '../../../lib/api-client';

export async function updateUsername(userId: number, username: string): Promise<User | undefined> {
  const body = await api.put<UserUpdateResponse>(`/users/${userId}/username`, { username });
  return body.user;
}
