import type { User } from '@artledger/domain';
import { api } from '../../../lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { currentUserKey } from '../../../lib/api/current-user';
import { errorMessage } from '../../../lib/api-error';
import { useAuth } from '../../../lib/session/auth-context';

export interface CredentialsChange {
  username?: string;
  currentPassword?: string;
  newPassword?: string;
}

/** One submit, one server call: the server saves the username and the password together or not at all. */
export function useUpdateCredentials(user: User) {
  const { updateUser, replaceToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: CredentialsChange) => {
      const body = await api.put<{ success: boolean; user: User; token: string }>('/users/credentials', {
        ...(change.username ? { username: change.username } : {}),
        ...(change.newPassword
          ? { currentPassword: change.currentPassword ?? '', newPassword: change.newPassword }
          : {}),
      });
      if (body.token) replaceToken(body.token);
      const next = body.user ?? { ...user, username: change.username ?? user.username };
      updateUser(next);
      queryClient.setQueryData(currentUserKey, next);
    },
    onSuccess: () => {
      toast.success('Credentials updated successfully!');
    },
    onError: (error) => {
      toast.error(errorMessage(error, 'Failed to update credentials'));
    },
  });
}
