import type { AdminPlan, AdminUser, Role } from '@artledger/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const adminKeys = {
  users: ['admin', 'users'] as const,
  plans: ['admin', 'subscription-plans'] as const,
};

export const adminUsersQuery = queryOptions({
  queryKey: adminKeys.users,
  queryFn: ({ signal }) => api.get<AdminUser[]>('/admin/users', { signal }),
  retry: false,
});

export function useAdminUsers() {
  return useQuery(adminUsersQuery);
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

/** The changed user is written into the cached list so the table shows it without a reload. */
function usePatchUser() {
  const client = useQueryClient();
  return (id: number, patch: (user: AdminUser) => AdminUser) =>
    client.setQueryData<AdminUser[]>(adminKeys.users, (users) =>
      users?.map((user) => (user.id === id ? patch(user) : user)),
    );
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
  const client = useQueryClient();
  return useMutation({
    mutationFn: (user: AdminUser) => api.delete(`/admin/users/${user.id}`),
    // Removed from the list locally, as the spec asks, rather than by reloading it.
    onSuccess: (_, user) =>
      client.setQueryData<AdminUser[]>(adminKeys.users, (users) => users?.filter((u) => u.id !== user.id)),
  });
}
