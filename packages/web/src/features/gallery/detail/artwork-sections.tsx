import { fromCents, profitCents, toCents, type Artwork } from '@artledger/domain';
import type { ReactNode } from 'react';
import { formatDate, formatMoney } from '../../../lib/format';
import { artworkWhereabouts } from '../artwork-whereabouts';
import { Facts, InfoSection } from './info-section';

const dash = '—';
const money = (v: number | null | undefined) => (v == null ? dash : formatMoney(v));

function dimensions(a: Artwork): string {
  const parts = [a.dimensions_width, a.dimensions_height, a.dimensions_depth].filter((v) => v != null);
  return parts.length ? `${parts.join(' x ')} ${a.dimensions_unit}` : dash;
}

export function DetailsSection({ artwork }: { artwork: Artwork }) {
  const location = artworkWhereabouts(artwork) ?? dash;
  return (
    <InfoSection title="Details">
      <Facts
        items={[
          ['Medium', artwork.medium],
          // A year alone is shown as the year, not as the 1st of January of it.
          [
            'Created',
            /^\d{4}$/.test(artwork.year_created ?? '')
              ? artwork.year_created
              : formatDate(artwork.year_created, dash),
          ],
          ['Dimensions', dimensions(artwork)],
          ['Location', location],
          ['Category', artwork.category_name ?? dash],
          ['Series', artwork.series_name ?? dash],
          ['Tags', artwork.tags || dash],
          ['Added', formatDate(artwork.created_at, dash)],
        ]}
      />
    </InfoSection>
  );
}

export function PricingSection({ artwork }: { artwork: Artwork }) {
  const items: [string, ReactNode][] = [
    ['Retail Price', money(artwork.price)],
    ['Cost to Create', money(artwork.cost_to_create)],
    ['Insurance Value', money(artwork.insurance_value)],
  ];
  const sale = artwork.sale;
  if (sale) {
    // Commission here includes shipping, i.e. everything between the sale price and what the artist keeps.
    const netCents = toCents(sale.net_amount);
    items.push(
      ['Sale Price', money(sale.sale_price)],
      ['Commission & Costs', money(fromCents(toCents(sale.sale_price) - netCents))],
      ['Net Amount', money(sale.net_amount)],
      [
        'Profit',
        money(
          fromCents(
            profitCents(netCents, artwork.cost_to_create == null ? null : toCents(artwork.cost_to_create)),
          ),
        ),
      ],
    );
  }
  return (
    <InfoSection title="Pricing">
      <div className="tabular">
        <Facts items={items} />
      </div>
    </InfoSection>
  );
}

export function TextSections({ artwork }: { artwork: Artwork }) {
  const edition = !artwork.is_original && artwork.edition_number != null && artwork.total_editions != null;
  return (
    <>
      {artwork.description && (
        <InfoSection title="Description">
          <p className="text-sm whitespace-pre-line text-stone-800">{artwork.description}</p>
        </InfoSection>
      )}
      {(artwork.notes || artwork.condition_notes) && (
        <InfoSection title="Notes">
          <div className="flex flex-col gap-4 text-sm">
            {artwork.notes && (
              <div>
                <h3 className="font-medium text-stone-600">Private notes (only you see these)</h3>
                <p className="mt-1 whitespace-pre-line text-stone-800">{artwork.notes}</p>
              </div>
            )}
            {artwork.condition_notes && (
              <div>
                <h3 className="font-medium text-stone-600">Condition</h3>
                <p className="mt-1 whitespace-pre-line text-stone-800">{artwork.condition_notes}</p>
              </div>
            )}
          </div>
        </InfoSection>
      )}
      {edition && (
        <InfoSection title="Edition">
          <p className="text-sm text-stone-800">
            Edition {artwork.edition_number} of {artwork.total_editions}, Limited Edition Print
          </p>
        </InfoSection>
      )}
    </>
  );
}
