import { api } from '../../../lib/api-client';

interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** Changing the password revokes every older token, so the answer's fresh token must replace ours. */
export async function updatePassword(userId: number, change: PasswordChange): Promise<string | undefined> {
  const body = await api.put<{ success: boolean; token?: string }>(`/users/${userId}/password`, change);
  return body.token;
}
