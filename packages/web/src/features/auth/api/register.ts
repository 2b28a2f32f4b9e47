import type { RegisterInput } from '@artledger/domain';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { useAuth } from '../../../lib/session/auth-context';
import { isAuthSuccess, type AuthSuccess } from './auth-response';

export async function register(input: RegisterInput): Promise<AuthSuccess> {
  const body = await api.post<unknown>('/auth/register', input);
  if (!isAuthSuccess(body)) throw new Error('Registration failed');
  return body;
}

export function useRegister() {
  const { signIn } = useAuth();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ token, user }) => {
      signIn(token, user);
      toast.success(`Welcome to ArtLedger, ${user.firstName}!`);
    },
    onError: (error) => {
      toast.error(errorMessage(error, 'Registration failed'));
    },
  });
}
