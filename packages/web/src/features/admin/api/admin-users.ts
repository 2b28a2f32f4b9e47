import type { AdminPlan, AdminUser, Role } from '@artledger/domain';
import {
  type InfiniteData,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const adminKeys = {
  users: ['admin', 'users'] as const,
  userList: (search: string) => ['admin', 'users', search] as const,
  plans: ['admin', 'subscription-plans'] as const,
};

/** Rows per page of the user table. */
export const ADMIN_USERS_PAGE_SIZE = 50;

/**
 * One page as loaded. `more` is whether the server had a full page, kept apart from `users` because a
 * deleted user leaves the cached page shorter while the server may still hold more.
 */
interface UserPage {
  users: AdminUser[];
  more: boolean;
}

/** Users matching the search (on the server), a page at a time; the table stays while a new search loads. */
export function useAdminUsers(search: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.userList(search.trim()),
    queryFn: async ({ pageParam, signal }): Promise<UserPage> => {
      const users = await api.get<AdminUser[]>('/admin/users', {
        query: { search: search.trim(), limit: ADMIN_USERS_PAGE_SIZE, offset: pageParam },
        signal,
      });
      return { users, more: users.length === ADMIN_USERS_PAGE_SIZE };
    },
    initialPageParam: 0,
    // The next page starts after the rows still shown, so a user deleted here does not push one past it.
    getNextPageParam: (lastPage, pages) =>
      lastPage.more ? pages.reduce((shown, page) => shown + page.users.length, 0) : undefined,
    select: (data) => uniqueById(data.pages.flatMap((page) => page.users)),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useAdminPlans(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.plans,
    queryFn: ({ signal }) => api.get<AdminPlan[]>('/admin/subscription-plans', { signal }),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** A user who signed up while pages were loading shifts the next page by one; show them once. */
function uniqueById(users: AdminUser[]): AdminUser[] {
  const seen = new Set<number>();
  return users.filter((user) => !seen.has(user.id) && Boolean(seen.add(user.id)));
}

type UserPages = InfiniteData<UserPage, number>;

/**
 * Applies a change to every cached page of every search, so the table shows it without a reload (and
 * without losing the pages already loaded).
 */
function useEditCachedUsers() {
  const client = useQueryClient();
  return (edit: (users: AdminUser[]) => AdminUser[]) =>
    client.setQueriesData<UserPages>({ queryKey: adminKeys.users }, (data) =>
      data ? { ...data, pages: data.pages.map((page) => ({ ...page, users: edit(page.users) })) } : data,
    );
}

function usePatchUser() {
  const edit = useEditCachedUsers();
  return (id: number, patch: (user: AdminUser) => AdminUser) =>
    edit((users) => users.map((user) => (user.id === id ? patch(user) : user)));
}

export function useUpdateRole() {
  const patch = usePatchUser();
  return useMutation({
    mutationFn: ({ user, role }: { user: AdminUser; role: Role }) =>
      api.put(`/admin/users/${user.id}/role`, { role }),
    onSuccess: (_, { user, role }) => patch(user.id, (u) => ({ ...u, role })),
  });
}

export function useUpdateSubscription() {
  const patch = usePatchUser();
  return useMutation({
    mutationFn: ({ user, plan }: { user: AdminUser; plan: AdminPlan }) =>
      api.put(`/admin/users/${user.id}/subscription`, { planId: plan.id }),
    onSuccess: (_, { user, plan }) =>
      patch(user.id, (u) => ({
        ...u,
        subscription: { ...u.subscription, id: plan.id, name: plan.name, status: 'active' },
      })),
  });
}

export function useDeleteUser() {
  const edit = useEditCachedUsers();
  return useMutation({
    mutationFn: (user: AdminUser) => api.delete(`/admin/users/${user.id}`),
    // Removed from the list locally, as the spec asks, rather than by reloading it.
    onSuccess: (_, user) => edit((users) => users.filter((u) => u.id !== user.id)),
  });
}
