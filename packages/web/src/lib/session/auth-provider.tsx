import { STORAGE_KEYS, type User } from '@artledger/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { currentUserQuery } from '../api/current-user';
import { clearSession, getToken, loadSession, saveSession, setStoredUser, setToken } from '../auth-storage';
import { AuthContext, type AuthContextValue } from './auth-context';

interface SessionState {
  token: string | null;
  user: User | null;
}

function restore(): SessionState {
  const stored = loadSession();
  return stored ? { token: stored.token, user: stored.user } : { token: null, user: null };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // Reading localStorage is synchronous, so the session is known on the first render.
  const [session, setSession] = useState<SessionState>(restore);

  const signIn = useCallback((token: string, user: User) => {
    saveSession(token, user);
    setSession({ token, user });
  }, []);

  const signOut = useCallback(() => {
    clearSession();
    queryClient.clear();
    setSession({ token: null, user: null });
    // Imported when needed: the toast library stays out of what the landing page downloads (app/providers.tsx).
    // If it cannot load (the connection dropped), the sign-out still stands; only its confirmation is lost.
    import('react-hot-toast')
      .then(({ toast }) => toast.success('Logged out successfully'))
      .catch(() => undefined);
  }, [queryClient]);

  const updateUser = useCallback((user: User) => {
    setStoredUser(user);
    setSession((current) => ({ ...current, user }));
  }, []);

  const replaceToken = useCallback((token: string) => {
    setToken(token);
    setSession((current) => ({ ...current, token }));
  }, []);

  // The stored user may be stale (an admin changed the role, another tab edited the profile): refresh it
  // once. Going through the query cache lets the profile page reuse the answer instead of asking again.
  const restoredToken = useState(() => session.token)[0];
  useEffect(() => {
    if (!restoredToken) return;
    queryClient
      .fetchQuery(currentUserQuery)
      .then((user) => {
        if (user && typeof user.id === 'number' && getToken() === restoredToken) updateUser(user);
      })
      .catch(() => {
        /* offline or server down: keep the stored user; a 401 is handled by the API client */
      });
  }, [restoredToken, updateUser, queryClient]);

  // Signing in or out in another tab applies here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user) {
        const next = restore();
        if (!next.token) queryClient.clear();
        setSession(next);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: session.user,
      token: session.token,
      isAuthenticated: Boolean(session.token && session.user),
      isLoading: false,
      signIn,
      signOut,
      updateUser,
      replaceToken,
    }),
    [session, signIn, signOut, updateUser, replaceToken],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
