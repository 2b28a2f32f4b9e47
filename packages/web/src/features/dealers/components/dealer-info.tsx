import type { Dealer } from '@artledger/domain';
import type { ReactNode } from 'react';
import { Badge } from '../../../ui/badge';
import { CardSection } from '../../../ui/card';
import { formatCommission, humanize } from '../labels';

function Row({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '' || children === false) return null;
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="shrink-0 text-sm text-stone-600 sm:w-40">{label}</dt>
      <dd className="min-w-0 text-sm wrap-anywhere text-stone-900">{children}</dd>
    </div>
  );
}

export function DealerInfo({ dealer }: { dealer: Dealer }) {
  const place = [dealer.address, dealer.city, dealer.state, dealer.zip_code, dealer.country]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <CardSection aria-labelledby="contact-title" className="min-w-0 p-5 sm:p-6">
        <h2 id="contact-title" className="mb-4 text-lg font-semibold text-stone-900">
          Contact Information
        </h2>
        <dl className="flex flex-col gap-3">
          <Row label="Contact person">{dealer.contact_person}</Row>
          <Row label="Email">
            {dealer.email && (
              <a
                className="text-indigo-700 underline-offset-2 hover:underline"
                href={`mailto:${dealer.email}`}
              >
                {dealer.email}
              </a>
            )}
          </Row>
          <Row label="Phone">
            {dealer.phone && (
              <a className="text-indigo-700 underline-offset-2 hover:underline" href={`tel:${dealer.phone}`}>
                {dealer.phone}
              </a>
            )}
          </Row>
          <Row label="Website">
            {dealer.website && (
              <a
                className="text-indigo-700 underline-offset-2 hover:underline"
                href={dealer.website}
                target="_blank"
                rel="noopener noreferrer"
              >
                {dealer.website}
              </a>
            )}
          </Row>
          <Row label="Preferred contact">{humanize(dealer.preferred_contact_method)}</Row>
          <Row label="Address">{place}</Row>
        </dl>
      </CardSection>
      <CardSection aria-labelledby="terms-title" className="min-w-0 p-5 sm:p-6">
        <h2 id="terms-title" className="mb-4 text-lg font-semibold text-stone-900">
          Business Terms
        </h2>
        <dl className="flex flex-col gap-3">
          <Row label="Commission">{formatCommission(dealer)}</Row>
          <Row label="Payment terms">{dealer.payment_terms}</Row>
          <Row label="Specialties">
            {dealer.specialties.length > 0 && (
              <span className="flex flex-wrap gap-1.5">
                {dealer.specialties.map((s) => (
                  <Badge key={s} tone="indigo">
                    {s}
                  </Badge>
                ))}
              </span>
            )}
          </Row>
          <Row label="Notes">
            {dealer.notes && <span className="whitespace-pre-line">{dealer.notes}</span>}
          </Row>
        </dl>
      </CardSection>
    </div>
  );
}
