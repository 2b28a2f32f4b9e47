import type { User } from '@artledger/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { currentUserKey } from '../../../lib/api/current-user';
import { errorMessage } from '../../../lib/api-error';
import { useAuth } from '../../../lib/session/auth-context';
import { updatePassword } from './update-password';
import { updateUsername } from './update-username';

export interface CredentialsChange {
  username?: string;
  currentPassword?: string;
  newPassword?: string;
}

/** One save in the form may touch two endpoints: the username first, then the password. */
export function useUpdateCredentials(user: User) {
  const { updateUser, replaceToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: CredentialsChange) => {
      if (change.username) {
        const updated = await updateUsername(user.id, change.username);
        const next = updated ?? { ...user, username: change.username };
        updateUser(next);
        queryClient.setQueryData(currentUserKey, next);
      }
      if (change.newPassword) {
        const token = await updatePassword(user.id, {
          currentPassword: change.currentPassword ?? '',
          newPassword: change.newPassword,
        });
        if (token) replaceToken(token);
      }
    },
    onSuccess: () => {
      toast.success('Credentials updated successfully!');
    },
    onError: (error) => {
      toast.error(errorMessage(error, 'Failed to update credentials'));
    },
  });
}
