import { planHasFeature, type PlanFeature } from '@artledger/domain';
import {
  BarChart3,
  Handshake,
  Images,
  LayoutDashboard,
  Lightbulb,
  Palette,
  Plus,
  UserCog,
  type LucideIcon,
} from 'lucide-react';
import { useUserSubscription } from '../../lib/api/user-subscription';
import { useAuth } from '../../lib/session/auth-context';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

const PRIMARY: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
  { label: 'Inventory', to: '/gallery', icon: Images },
];

export const ADD_ARTWORK: NavItem = { label: 'Add Artwork', to: '/add-artwork', icon: Plus };
export const DEALERS: NavItem = { label: 'Dealers', to: '/dealers', icon: Handshake };

const GATED: (NavItem & { feature: PlanFeature })[] = [
  { label: 'Supplies', to: '/consumables', icon: Palette, feature: 'supplies' },
  { label: 'Inspiration', to: '/inspiration', icon: Lightbulb, feature: 'inspiration' },
  { label: 'Reports', to: '/analytics', icon: BarChart3, feature: 'analytics' },
];

const ADMIN: NavItem[] = [{ label: 'User Management', to: '/admin/users', icon: UserCog }];

export interface NavModel {
  primary: NavItem[];
  /** Plan-gated tools the current plan includes. */
  more: NavItem[];
  /** True when the plan lacks some gated tool, so the menu can point at an upgrade. */
  canUnlockMore: boolean;
  admin: NavItem[];
}

export function useNavModel(): NavModel {
  const { user } = useAuth();
  const { subscription } = useUserSubscription();
  const more = GATED.filter((item) => planHasFeature(subscription.plan, item.feature));
  return {
    primary: PRIMARY,
    more,
    canUnlockMore: more.length < GATED.length,
    admin: user?.role === 'admin' ? ADMIN : [],
  };
}
