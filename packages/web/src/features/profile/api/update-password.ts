import type { PasswordUpdateInput, PasswordUpdateResponse } from '@artledger/domain';
import { api } from '../../../lib/api-client';

/** Changing the password revokes every older token, so the answer's fresh token must replace ours. */
export async function updatePassword(
  userId: number,
  change: PasswordUpdateInput,
): Promise<string | undefined> {
  const body = await api.put<PasswordUpdateResponse>(`/users/${userId}/password`, change);
  return body.token;
}
