import { DEALER_CARD_ARTWORKS, type DealerListItem } from '@artledger/domain';
import { Link } from 'react-router';
import { Eye, Mail, Phone, Trash2, User } from 'lucide-react';
import { formatMoney, formatMoneyOrDash } from '../../../lib/format';
import { Badge } from '../../../ui/badge';
import { Button, ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { dealerStatusTone, formatCommission, humanize } from '../labels';

interface DealerCardProps {
  dealer: DealerListItem;
  onDelete: (dealer: DealerListItem) => void;
}

export function DealerCard({ dealer, onDelete }: DealerCardProps) {
  const shown = dealer.consigned_artworks.slice(0, DEALER_CARD_ARTWORKS);
  const more = dealer.consigned_count - shown.length;
  return (
    <Card className="flex min-w-0 flex-col p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="truncate text-lg font-semibold text-stone-900" title={dealer.name}>
            {dealer.name}
          </h2>
          {dealer.company_name && (
            <p className="truncate text-sm text-stone-600" title={dealer.company_name}>
              {dealer.company_name}
            </p>
          )}
          <p className="mt-1 text-xs font-medium tracking-wide text-stone-600 uppercase">
            {humanize(dealer.relationship_type)}
          </p>
        </div>
        <Badge tone={dealerStatusTone[dealer.status]} className="shrink-0">
          {humanize(dealer.status)}
        </Badge>
      </div>

      <ul className="mt-4 flex flex-col gap-1.5 text-sm text-stone-700">
        {dealer.contact_person && <ContactLine icon={User} text={dealer.contact_person} />}
        {dealer.email && <ContactLine icon={Mail} text={dealer.email} />}
        {dealer.phone && <ContactLine icon={Phone} text={dealer.phone} />}
      </ul>

      <dl className="mt-4 grid grid-cols-2 gap-3 rounded-lg bg-stone-50 p-3 text-sm">
        <div>
          <dt className="text-stone-600">Commission</dt>
          <dd className="tabular font-medium text-stone-900">{formatCommission(dealer)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-stone-600">Value</dt>
          <dd className="tabular font-medium text-stone-900">{formatMoney(dealer.consigned_value)}</dd>
        </div>
      </dl>

      <div className="mt-4 flex-1">
        <h3 className="text-sm font-medium text-stone-800">Consigned artworks ({dealer.consigned_count})</h3>
        {shown.length === 0 ? (
          <p className="mt-1 text-sm text-stone-600">Nothing on consignment.</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {shown.map((artwork) => (
              <li key={artwork.id} className="flex min-w-0 justify-between gap-3">
                <span className="truncate text-stone-700" title={artwork.title}>
                  {artwork.title}
                </span>
                <span className="tabular shrink-0 text-stone-600">
                  {formatMoneyOrDash(artwork.consignment_price)}
                </span>
              </li>
            ))}
            {more > 0 && (
              <li>
                {/* The server sends the newest five; the dealer's page lists the rest. */}
                <Link
                  to={`/dealers/${dealer.id}`}
                  className="font-medium text-indigo-700 underline-offset-4 hover:underline"
                >
                  +{more} more pieces
                </Link>
              </li>
            )}
          </ul>
        )}
      </div>

      <div className="mt-5 flex gap-3 border-t border-stone-100 pt-4">
        <ButtonLink
          to={`/dealers/${dealer.id}`}
          variant="secondary"
          className="flex-1"
          aria-label={`View ${dealer.name}`}
        >
          <Eye aria-hidden="true" className="size-4" />
          View
        </ButtonLink>
        <Button
          variant="ghost"
          className="w-11 px-0 text-red-700 hover:bg-red-50"
          aria-label={`Delete ${dealer.name}`}
          onClick={() => onDelete(dealer)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </Card>
  );
}

function ContactLine({ icon: Icon, text }: { icon: typeof Mail; text: string }) {
  return (
    <li className="flex min-w-0 items-center gap-2">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
      <span className="truncate" title={text}>
        {text}
      </span>
    </li>
  );
}
