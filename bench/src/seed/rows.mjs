// Row generators for the bulk part of the large account: plain objects with the exact columns of the
// migrations (money in cents, commission rates ×100, dates yyyy-MM-dd, timestamps ISO, booleans 0/1).
import { MEDIUMS, saleExportLine, saleFigures } from '@artledger/domain';
import {
  CITIES,
  COMPANY_WORDS,
  FIRST_NAMES,
  LAST_NAMES,
  LOCATIONS,
  SERIES_NAMES,
  TAGS,
  artworkTitle,
} from './words.mjs';

const DAY_MS = 86_400_000;
const YEARS = 20;

/** The category a medium usually falls under (ids are ARTWORK_CATEGORIES positions, 1–11). */
const CATEGORY_OF = {
  'Oil painting': [1],
  'Acrylic painting': [1],
  Watercolor: [1],
  'Digital art': [5],
  Photography: [4],
  'Pencil drawing': [2],
  'Charcoal drawing': [2],
  'Ink drawing': [2],
  Pastel: [2],
  Sculpture: [3, 9],
  'Mixed media': [7, 10],
  Printmaking: [6],
  Collage: [7],
  'Textile art': [8],
  Other: [11, 10, 9],
};
const EDITIONED = new Set(['Photography', 'Printmaking', 'Digital art']);
const STUDIO_STATUSES = [
  ['available', 0.55],
  ['on_display', 0.12],
  ['reserved', 0.08],
  ['not_for_sale', 0.1],
  ['in_storage', 0.12],
  ['damaged', 0.03],
];

export const day = (ms) => new Date(ms).toISOString().slice(0, 10);
const iso = (ms) => new Date(ms).toISOString();

function weighted(p, pairs) {
  let r = p.int(0, 9999) / 10000;
  for (const [value, weight] of pairs) {
    if (r < weight) return value;
    r -= weight;
  }
  return pairs[0][0];
}

export function seriesRows({ p, userId, now }) {
  return SERIES_NAMES.map((name) => ({
    user_id: userId,
    name,
    name_lower: name.toLowerCase(),
    description: `Works from the ${name} series.`,
    year: new Date(now).getUTCFullYear() - p.int(0, YEARS - 1),
    created_at: iso(now - p.int(30, 365 * YEARS) * DAY_MS),
  }));
}

/** `role`: 'studio' | 'consigned' | 'returned' | 'lost' | 'sold' decides the status. */
export function artworkRow({ p, userId, now, seriesIds, role }) {
  const medium = p.pick(MEDIUMS);
  const created = now - p.int(1, 365 * YEARS) * DAY_MS - p.int(0, DAY_MS - 1);
  const priceCents = p.int(150, 25_000) * 100;
  const editioned = EDITIONED.has(medium) && p.chance(0.5);
  const total = editioned ? p.pick([10, 25, 50, 100]) : null;
  const width = p.int(8, 72);
  const status = {
    studio: () => weighted(p, STUDIO_STATUSES),
    consigned: () => 'available',
    returned: () => p.pick(['available', 'in_storage']),
    lost: () => 'damaged',
    sold: () => 'sold',
  }[role]();
  const title = artworkTitle(p);
  return {
    user_id: userId,
    title,
    description: p.chance(0.7)
      ? `${title}, ${medium.toLowerCase()} from ${new Date(created).getUTCFullYear()}.`
      : null,
    category_id: p.pick(CATEGORY_OF[medium]),
    series_id: seriesIds.length && p.chance(0.3) ? p.pick(seriesIds) : null,
    medium,
    dimensions_width: width,
    dimensions_height: Math.round(width * (0.6 + p.int(0, 80) / 100)),
    dimensions_depth: medium === 'Sculpture' ? p.int(4, 40) : null,
    dimensions_unit: p.chance(0.8) ? 'inches' : 'cm',
    // A date, as the app's form records it (the spec's year_created is a date the artist chooses).
    year_created: new Date(created).toISOString().slice(0, 10),
    status,
    location: role === 'studio' ? p.pick(LOCATIONS) : null,
    price_cents: priceCents,
    cost_to_create_cents: p.chance(0.6) ? Math.round(priceCents * (0.05 + p.int(0, 20) / 100)) : null,
    insurance_value_cents: p.chance(0.3) ? priceCents + p.int(0, 50) * 1000 : null,
    is_original: editioned ? 0 : 1,
    edition_number: editioned ? p.int(1, total) : null,
    total_editions: total,
    tags: p.some(TAGS, 1, 4).join(', '),
    notes: p.chance(0.15) ? 'Varnished; signed lower right.' : null,
    condition_notes: status === 'damaged' ? 'Corner damage in transit.' : null,
    created_at: iso(created),
    updated_at: iso(created + p.int(0, 30) * DAY_MS),
  };
}

export function dealerRow({ p, userId, now, index }) {
  const first = p.pick(FIRST_NAMES);
  const last = p.pick(LAST_NAMES);
  const [city, state, country] = p.pick(CITIES);
  const flat = index % 10 === 7; // 5 of 50 take a flat amount per sale
  const created = now - p.int(30, 365 * 12) * DAY_MS;
  return {
    user_id: userId,
    name: `${first} ${last}`,
    company_name: p.chance(0.85) ? `${last} ${p.pick(COMPANY_WORDS)}` : null,
    email: `${first}.${last}.${index}@example.com`.toLowerCase(),
    phone: `+1 555 ${String(p.int(100, 999))} ${String(p.int(1000, 9999))}`,
    address: `${p.int(1, 400)} ${p.pick(['Main', 'Harbor', 'Gallery', 'Market'])} Street`,
    city,
    state,
    zip_code: String(p.int(10000, 99999)),
    country,
    website: p.chance(0.6) ? `https://${last.toLowerCase()}-${index}.example.com` : null,
    commission_rate_x100: flat ? p.int(1, 5) * 5_000 : p.int(25, 50) * 100,
    commission_type: flat ? 'flat_rate' : 'percentage',
    payment_terms: p.pick(['Net 30', 'Net 60', 'On sale', null]),
    contact_person: p.chance(0.5) ? `${p.pick(FIRST_NAMES)} ${p.pick(LAST_NAMES)}` : null,
    notes: null,
    relationship_type: p.pick(['dealer', 'gallery', 'gallery', 'agent', 'representative', 'online_platform']),
    preferred_contact_method: p.pick(['email', 'phone', 'both']),
    specialties: JSON.stringify(
      p.some(['Contemporary', 'Abstract', 'Photography', 'Sculpture', 'Prints'], 0, 3),
    ),
    // The ten largest dealers (lowest indexes) stay active; a few of the rest are inactive or pending.
    status:
      index >= 10 && index % 12 === 5 ? 'inactive' : index >= 10 && index % 25 === 3 ? 'pending' : 'active',
    created_at: iso(created),
    updated_at: iso(created),
  };
}

/** `kind`: 'consigned' (open) | 'returned' | 'lost'. */
export function consignmentRow({ p, userId, now, artwork, dealer, kind }) {
  const start = Math.max(Date.parse(artwork.created_at) + DAY_MS, now - p.int(10, 365 * 4) * DAY_MS);
  const ended = Math.min(now - DAY_MS, start + p.int(30, 400) * DAY_MS);
  return {
    user_id: userId,
    artwork_id: artwork.id,
    dealer_id: dealer.id,
    consignment_date: day(start),
    expected_return_date: day(start + p.int(180, 365) * DAY_MS),
    consignment_price_cents: p.chance(0.7) ? artwork.price_cents : null,
    commission_rate_x100: dealer.commission_rate_x100,
    contract_terms: p.chance(0.3) ? 'Standard consignment agreement; insurance by the gallery.' : null,
    notes: null,
    status: { consigned: 'consigned', returned: 'returned', lost: 'lost_damaged' }[kind],
    actual_return_date: kind === 'consigned' ? null : day(ended),
    return_notes: kind === 'returned' ? 'Returned after the exhibition.' : null,
    condition_on_return: {
      consigned: null,
      returned: p.pick(['excellent', 'good', 'fair']),
      lost: 'damaged',
    }[kind],
    created_at: iso(start),
    updated_at: iso(kind === 'consigned' ? start : ended),
  };
}

/** A sale with the server's money math (saleFigures): net = price − commission − shipping. */
export function saleRow({ p, userId, now, artwork, dealer }) {
  const priceCents = Math.round((artwork.price_cents * p.int(80, 105)) / 100 / 100) * 100;
  const shippingCents = p.chance(0.5)
    ? 0
    : Math.min(p.int(15, 250) * 100, Math.round(priceCents / 1000) * 100);
  const rate = dealer ? Number(dealer.commission_rate_x100) / 100 : 0;
  const { commissionCents, netCents } = saleFigures({
    priceCents,
    shippingCents,
    commission: dealer && { rate, type: dealer.commission_type },
  });
  const saleMs = Date.parse(artwork.created_at) + p.int(0, Math.max(0, now - Date.parse(artwork.created_at)));
  const saleDate = day(Math.min(saleMs, now));
  const pending = dealer ? p.chance(0.45) : p.chance(0.1);
  const method = p.pick(['check', 'cash', 'card', 'bank_transfer', 'paypal', 'other']);
  const paidMs = Math.min(now, Date.parse(saleDate) + p.int(0, 30) * DAY_MS);
  const sale = {
    user_id: userId,
    artwork_id: artwork.id,
    artwork_title: artwork.title,
    medium: artwork.medium,
    dealer_id: dealer?.id ?? null,
    dealer_name: dealer?.name ?? null,
    dealer_company: dealer?.company_name ?? null,
    consignment_id: null,
    sale_price_cents: priceCents,
    shipping_cost_cents: shippingCents,
    sale_date: saleDate,
    payment_method: method,
    buyer_name: p.chance(0.7) ? `${p.pick(FIRST_NAMES)} ${p.pick(LAST_NAMES)}` : null,
    notes: null,
    payment_status: pending ? 'pending' : 'paid',
    net_amount_cents: netCents,
    commission_rate_x100: dealer ? Number(dealer.commission_rate_x100) : 0,
    commission_type: dealer?.commission_type ?? null,
    commission_amount_cents: commissionCents,
    cost_to_create_cents: artwork.cost_to_create_cents,
    payment_check_number: !pending && method === 'check' ? String(p.int(1000, 9999)) : null,
    payment_date: pending ? null : day(paidMs),
    created_at: iso(Date.parse(saleDate)),
    updated_at: iso(pending ? Date.parse(saleDate) : paidMs),
  };
  // The line of the sales export the server stores with every sale it writes.
  return { ...sale, export_line: saleExportLine(sale) };
}
