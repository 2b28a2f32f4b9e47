import type { LoginInput } from '@artledger/domain';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { useAuth } from '../../../lib/session/auth-context';
import { isAuthSuccess, type AuthSuccess } from './auth-response';

export async function login(input: LoginInput): Promise<AuthSuccess> {
  const body = await api.post<unknown>('/auth/login', input);
  if (!isAuthSuccess(body)) throw new Error('Login failed');
  return body;
}

/** Signing in flips the guest guard, which then sends the user on to where they were going. */
export function useLogin() {
  const { signIn } = useAuth();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => {
      signIn(token, user);
      toast.success(`Welcome back, ${user.firstName}!`);
    },
    onError: (error) => {
      toast.error(errorMessage(error, 'Login failed'));
    },
  });
}
