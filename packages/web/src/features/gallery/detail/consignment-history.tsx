import type { Consignment } from '@artledger/domain';
import { Badge, type BadgeTone } from '../../../ui/badge';
import { formatDate, formatMoney } from '../../../lib/format';
import { CONSIGNMENT_END_LABELS, consignmentStatusLabel } from '../../../lib/status-labels';
import { InfoSection } from './info-section';

const TONES: Record<string, BadgeTone> = { consigned: 'blue', sold: 'green', returned: 'gray' };

/** The history's own formula from the spec: price × (100 − rate) / 100, or price − fee for a flat rate. */
function youReceive(c: Consignment): number | null {
  if (c.consignment_price == null) return null;
  if (c.commission_type === 'flat_rate') return c.consignment_price - c.commission_rate;
  return (c.consignment_price * (100 - c.commission_rate)) / 100;
}

export function ConsignmentHistory({ consignments }: { consignments: Consignment[] }) {
  if (!consignments.length) return null;
  // The open consignment (at most one) goes first under its own heading; ended ones are history.
  const open = consignments.filter((c) => c.status === 'consigned');
  const ended = consignments.filter((c) => c.status !== 'consigned');
  return (
    <>
      {open.length > 0 && <ConsignmentList title="Active Consignments" consignments={open} />}
      {ended.length > 0 && <ConsignmentList title="Consignment History" consignments={ended} />}
    </>
  );
}

function ConsignmentList({ title, consignments }: { title: string; consignments: Consignment[] }) {
  return (
    <InfoSection title={title}>
      <ul className="flex flex-col divide-y divide-stone-200">
        {consignments.map((c) => {
          const receive = c.status === 'consigned' ? youReceive(c) : null;
          return (
            <li key={c.id} className="flex flex-col gap-1 py-3 text-sm first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 font-medium text-stone-900">
                  {c.dealer_name}
                  {c.dealer_company ? ` (${c.dealer_company})` : ''}
                </span>
                <Badge tone={TONES[c.status] ?? 'red'}>{consignmentStatusLabel(c.status)}</Badge>
              </div>
              <p className="text-stone-600">
                Consigned {formatDate(c.consignment_date)}
                {c.actual_return_date
                  ? ` · ${CONSIGNMENT_END_LABELS[c.status] ?? 'Ended'} ${formatDate(c.actual_return_date)}`
                  : ''}
                {c.expected_return_date && !c.actual_return_date
                  ? ` · Expected back ${formatDate(c.expected_return_date)}`
                  : ''}
              </p>
              <p className="tabular text-stone-700">
                {c.consignment_price != null ? `Price ${formatMoney(c.consignment_price)} · ` : ''}
                Commission{' '}
                {c.commission_type === 'flat_rate' ? formatMoney(c.commission_rate) : `${c.commission_rate}%`}
                {receive != null ? ` · You receive ${formatMoney(receive)}` : ''}
              </p>
            </li>
          );
        })}
      </ul>
    </InfoSection>
  );
}
