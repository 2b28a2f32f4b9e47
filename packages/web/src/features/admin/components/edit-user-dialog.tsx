import type { AdminUser, Role } from '@artledger/domain';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../lib/api-error';
import { useAuth } from '../../../lib/session/auth-context';
import { capitalize } from '../../../lib/text';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Select } from '../../../ui/select';
import { useAdminPlans, useUpdateRole, useUpdateSubscription } from '../api/admin-users';
import { UserIdentity } from './user-identity';

const ROLE_OPTIONS = [
  { value: 'artist', label: 'Artist' },
  { value: 'admin', label: 'Admin' },
] as const;

export function EditUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const plans = useAdminPlans(user !== null);
  const { user: me, updateUser } = useAuth();
  const updateRole = useUpdateRole();
  const updateSubscription = useUpdateSubscription();
  const [role, setRole] = useState<Role>('artist');
  const [planId, setPlanId] = useState('');

  useEffect(() => {
    if (!user) return;
    setRole(user.role);
    setPlanId(String(user.subscription.id));
  }, [user]);

  useEffect(() => {
    if (plans.isError) toast.error('Failed to load subscription plans', { id: 'admin-plans' });
    else if (plans.data && plans.data.length === 0)
      toast.error('No subscription plans found', { id: 'admin-plans' });
  }, [plans.isError, plans.data]);

  const busy = updateRole.isPending || updateSubscription.isPending;
  const planOptions = (plans.data ?? []).map((plan) => ({
    value: String(plan.id),
    label: `${capitalize(plan.name)} - $${plan.priceMonthly}/month`,
  }));

  const saveRole = () => {
    if (!user) return;
    updateRole.mutate(
      { user, role },
      {
        onSuccess: () => {
          toast.success(`Updated ${user.username}'s role to ${role}`);
          // Giving up one's own admin role ends access to this page; the guard then leaves it.
          if (me && me.id === user.id) updateUser({ ...me, role });
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to update role')),
      },
    );
  };

  const saveSubscription = () => {
    const plan = plans.data?.find((p) => String(p.id) === planId);
    if (!user || !plan) return;
    updateSubscription.mutate(
      { user, plan },
      {
        onSuccess: () => {
          toast.success(`Updated ${user.username}'s subscription`);
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to update subscription')),
      },
    );
  };

  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && !busy && onClose()}
      title="Edit User"
      description={user ? `Change ${user.username}'s role or plan.` : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="secondary" onClick={saveRole} disabled={busy || !user || role === user.role}>
            {updateRole.isPending ? 'Processing...' : 'Update Role'}
          </Button>
          <Button
            onClick={saveSubscription}
            disabled={busy || !user || !plans.data?.length || planId === String(user.subscription.id)}
          >
            {updateSubscription.isPending ? 'Processing...' : 'Update Subscription'}
          </Button>
        </>
      }
    >
      {user && (
        <div className="flex flex-col gap-5">
          <div className="rounded-lg bg-stone-50 p-3">
            <UserIdentity user={user} />
            <p className="mt-2 text-sm break-all text-stone-700">{user.email}</p>
          </div>
          <Select
            label="Role"
            options={ROLE_OPTIONS}
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
            disabled={busy}
          />
          <Select
            label="Subscription Plan"
            options={
              planOptions.length
                ? planOptions
                : [{ value: planId, label: capitalize(user.subscription.name) }]
            }
            value={planId}
            onChange={(event) => setPlanId(event.target.value)}
            disabled={busy || !plans.data?.length}
            hint={plans.isPending ? 'Loading plans…' : undefined}
          />
        </div>
      )}
    </Dialog>
  );
}
