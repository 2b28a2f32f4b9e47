import type { User } from '@artledger/domain';
import { createContext, useContext } from 'react';

export interface AuthContextValue {
  user: User | null;
  token: string | null;
  isAuthenticated: boolean;
  /** True until the stored session has been read; guards show a spinner meanwhile. */
  isLoading: boolean;
  signIn: (token: string, user: User) => void;
  signOut: () => void;
  updateUser: (user: User) => void;
  /** A password change revokes older tokens; the fresh one replaces ours. */
  replaceToken: (token: string) => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
