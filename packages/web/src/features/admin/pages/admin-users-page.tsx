import { ComingSoon } from '../../../ui/coming-soon';

export function AdminUsersPage() {
  return (
    <ComingSoon
      title="User Management"
      description="Review accounts, change plans and roles, and remove users."
    />
  );
}
