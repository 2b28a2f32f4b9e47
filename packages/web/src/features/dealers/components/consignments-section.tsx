import type { Consignment } from '@artledger/domain';
import { youReceiveCents, toCents, fromCents } from '@artledger/domain';
import { Package } from 'lucide-react';
import { useState } from 'react';
import { useEndConsignment } from '../../../lib/api/end-consignment';
import { formatMoney, formatMoneyOrDash, formatShortDate } from '../../../lib/format';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { CardSection } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { EndConsignmentDialog } from '../../../ui/end-consignment-dialog';
import { CONSIGNMENT_END_LABELS, consignmentStatusLabel } from '../../../lib/status-labels';
import { consignmentTone } from '../labels';
import { type ListMore, ShowMore } from '../../../ui/show-more';

interface ConsignmentsSectionProps {
  /** The pages loaded so far: the dealer's consignments that did not end in a sale, newest first. */
  consignments: Consignment[];
  dealerName: string;
  more: ListMore;
}

function youReceive(c: Consignment): number {
  return fromCents(youReceiveCents(toCents(c.consignment_price ?? 0), c.commission_rate, c.commission_type));
}

/** Active Artwork Consignments: every consignment that did not end in a sale. */
export function ConsignmentsSection({ consignments, dealerName, more }: ConsignmentsSectionProps) {
  const active = consignments;
  const [ending, setEnding] = useState<Consignment | null>(null);
  const end = useEndConsignment();

  return (
    <CardSection aria-labelledby="consignments-title" className="p-5 sm:p-6">
      <h2 id="consignments-title" className="mb-4 text-lg font-semibold text-stone-900">
        Active Artwork Consignments
      </h2>
      {active.length === 0 ? (
        <EmptyState
          icon={Package}
          title="No artworks on consignment"
          description="Consign a work from its page in your inventory."
        />
      ) : (
        <ul className="flex flex-col divide-y divide-stone-100">
          {active.map((c) => (
            <li
              key={c.id}
              className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="min-w-0 font-medium text-stone-900">{c.artwork_title}</h3>
                  <Badge tone={consignmentTone(c.status)}>{consignmentStatusLabel(c.status)}</Badge>
                </div>
                <p className="mt-1 text-sm text-stone-600">
                  Consigned {formatShortDate(c.consignment_date)}
                  {c.expected_return_date && ` · Expected back ${formatShortDate(c.expected_return_date)}`}
                  {c.actual_return_date &&
                    ` · ${CONSIGNMENT_END_LABELS[c.status] ?? 'Ended'} ${formatShortDate(c.actual_return_date)}`}
                </p>
                <p className="tabular mt-1 text-sm text-stone-700">
                  Price {formatMoneyOrDash(c.consignment_price)} · Commission{' '}
                  {c.commission_type === 'flat_rate'
                    ? formatMoney(c.commission_rate)
                    : `${c.commission_rate}%`}
                  {/* Only an open consignment can still pay out; an ended one promises nothing. */}
                  {c.status === 'consigned' && (
                    <>
                      {' '}
                      · You receive{' '}
                      <span className="font-semibold text-green-800">
                        {c.consignment_price === null ? '—' : formatMoney(youReceive(c))}
                      </span>
                    </>
                  )}
                </p>
              </div>
              {c.status === 'consigned' && (
                <Button
                  variant="secondary"
                  className="shrink-0"
                  aria-label={`End consignment of ${c.artwork_title}`}
                  onClick={() => setEnding(c)}
                >
                  End Consignment
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ShowMore
        label="Show more consignments"
        hasMore={more.hasMore}
        loading={more.loading}
        onClick={more.load}
      />
      {ending && (
        <EndConsignmentDialog
          open
          onOpenChange={(open) => !open && setEnding(null)}
          artworkTitle={ending.artwork_title}
          dealerName={dealerName}
          busy={end.isPending}
          onConfirm={(body) =>
            end.mutate(
              { consignmentId: ending.id, artworkTitle: ending.artwork_title, body },
              { onSuccess: () => setEnding(null) },
            )
          }
        />
      )}
    </CardSection>
  );
}
