import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from '../../../lib/api/current-user';
import { useAuth } from '../../../lib/session/auth-context';

/** Fresh from the server, showing the stored user meanwhile so the page never starts blank. */
export function useProfile() {
  const { user } = useAuth();
  const query = useQuery({ ...currentUserQuery, placeholderData: user ?? undefined });
  return { ...query, user: query.data ?? user };
}
