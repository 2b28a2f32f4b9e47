import type { ProfileUpdateInput, User, UserUpdateResponse } from '@artledger/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api } from '../../../lib/api-client';
import { currentUserKey } from '../../../lib/api/current-user';
import { useAuth } from '../../../lib/session/auth-context';

export async function updateProfile(userId: number, input: ProfileUpdateInput): Promise<User> {
  const body = await api.put<UserUpdateResponse>(`/users/${userId}/profile`, input);
  return body.user;
}

export function useUpdateProfile(userId: number) {
  const { updateUser } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => updateProfile(userId, input),
    onSuccess: (user) => {
      updateUser(user);
      queryClient.setQueryData(currentUserKey, user);
      toast.success('Profile updated successfully!');
    },
    onError: () => {
      toast.error('Failed to update profile');
    },
  });
}
