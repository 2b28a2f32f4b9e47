import type {
  AdminPlan,
  AdminRoleUpdateInput,
  AdminSubscriptionUpdateInput,
  AdminUser,
  Role,
} from '@artledger/domain';
import {
  type InfiniteData,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, type ListPage } from '../../../lib/api-client';
import { nextPageOffset, pageItems } from '../../../lib/list-pages';

export const adminKeys = {
  users: ['admin', 'users'] as const,
  userList: (search: string) => ['admin', 'users', search] as const,
  plans: ['admin', 'subscription-plans'] as const,
};

/** Rows per page of the user table. */
export const ADMIN_USERS_PAGE_SIZE = 50;

/** Users matching the search (on the server), a page at a time; the table stays while a new search loads. */
export function useAdminUsers(search: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.userList(search.trim()),
    queryFn: ({ pageParam, signal }) =>
      api.page<AdminUser>('/admin/users', {
        query: { search: search.trim(), limit: ADMIN_USERS_PAGE_SIZE, offset: pageParam },
        signal,
      }),
    initialPageParam: 0,
    // After the rows still shown, so a user deleted here does not push the one behind them past the page.
    getNextPageParam: (_, pages) => nextPageOffset(pages, ADMIN_USERS_PAGE_SIZE),
    select: usersShown,
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

type UserPages = InfiniteData<ListPage<AdminUser>, number>;

/** A stable function, so the table's rows keep their identity between renders. */
function usersShown(data: UserPages): AdminUser[] {
  return uniqueById(pageItems(data));
}

/**
 * Applies a change to every cached page of every search, so the table shows it without a reload (and
 * without losing the pages already loaded). The count drops by the rows an edit removes.
 */
function useEditCachedUsers() {
  const client = useQueryClient();
  return (edit: (users: AdminUser[]) => AdminUser[]) =>
    client.setQueriesData<UserPages>({ queryKey: adminKeys.users }, (data) => {
      if (!data) return data;
      const pages = data.pages.map((page) => ({ ...page, items: edit(page.items) }));
      const removed = pageItems(data).length - pageItems({ ...data, pages }).length;
      return {
        ...data,
        pages: pages.map((page) => ({ ...page, total: page.total === null ? null : page.total - removed })),
      };
    });
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
      api.put(`/admin/users/${user.id}/role`, { role } satisfies AdminRoleUpdateInput),
    onSuccess: (_, { user, role }) => patch(user.id, (u) => ({ ...u, role })),
  });
}

export function useUpdateSubscription() {
  const patch = usePatchUser();
  return useMutation({
    mutationFn: ({ user, plan }: { user: AdminUser; plan: AdminPlan }) =>
      api.put(`/admin/users/${user.id}/subscription`, {
        planId: plan.id,
      } satisfies AdminSubscriptionUpdateInput),
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
