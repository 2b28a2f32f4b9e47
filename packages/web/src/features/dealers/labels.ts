import {
  COMMISSION_TYPES,
  CONTACT_METHODS,
  DEALER_STATUSES,
  DEALER_TYPES,
  type Dealer,
} from '@artledger/domain';
import type { BadgeTone } from '../../ui/badge';
import { formatMoney } from '../../lib/format';

/** 'online_platform' → 'Online Platform'. */
export function humanize(value: string): string {
  return value
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

const options = (values: readonly string[]) => values.map((value) => ({ value, label: humanize(value) }));

export const typeOptions = options(DEALER_TYPES);
export const statusOptions = options(DEALER_STATUSES);
export const contactOptions = options(CONTACT_METHODS);
export const commissionTypeOptions = COMMISSION_TYPES.map((value) => ({
  value,
  label: value === 'flat_rate' ? 'Flat Rate ($)' : 'Percentage (%)',
}));

export const statusFilterOptions = [{ value: 'all', label: 'All Statuses' }, ...statusOptions];
export const typeFilterOptions = [{ value: 'all', label: 'All Types' }, ...typeOptions];

export const dealerStatusTone: Record<Dealer['status'], BadgeTone> = {
  active: 'green',
  inactive: 'gray',
  pending: 'yellow',
};

/** Consignment colours: consigned blue, sold green, returned grey, anything else red. */
export function consignmentTone(status: string): BadgeTone {
  if (status === 'consigned') return 'blue';
  if (status === 'sold') return 'green';
  if (status === 'returned') return 'gray';
  return 'red';
}

export function formatCommission(dealer: Pick<Dealer, 'commission_rate' | 'commission_type'>): string {
  return dealer.commission_type === 'flat_rate'
    ? `${formatMoney(dealer.commission_rate)} flat`
    : `${dealer.commission_rate}%`;
}
