import type { ArtworkListItem, ArtworkSummary } from '@artledger/domain';
import type { DealerSection } from '../api/dealer-sections';

/** A section of the active tab: the studio, or one dealer's consignments. */
export interface GallerySection {
  key: string;
  title: string;
  /** Null for the studio. */
  dealerId: number | null;
}

/** A section's count and value; unknown (undefined) until its figures have arrived. */
export interface SectionFigures {
  count: number;
  totalValue: number;
}

export type GalleryRow =
  | { kind: 'header'; key: string; section: GallerySection }
  | { kind: 'cards'; key: string; items: ArtworkListItem[] };

const STUDIO: GallerySection = { key: 'studio', title: 'Your Studio', dealerId: null };

function sectionOf(artwork: ArtworkListItem): GallerySection {
  const c = artwork.consignment;
  if (!c) return STUDIO;
  return {
    key: `dealer-${c.dealer_id}`,
    title: c.dealer_company ? `${c.dealer_name} (${c.dealer_company})` : c.dealer_name,
    dealerId: c.dealer_id,
  };
}

/**
 * Flattens the list into rows of `columns` cards. The server sends the active list studio first and
 * then dealer by dealer, so a new heading starts whenever the section changes. The figures are not part of
 * the rows: they arrive later and change without moving a single row.
 */
export function buildRows(artworks: ArtworkListItem[], columns: number, grouped: boolean): GalleryRow[] {
  const rows: GalleryRow[] = [];
  let sectionDealer: number | null | undefined;
  let current: ArtworkListItem[] = [];
  const flush = () => {
    if (current.length) rows.push({ kind: 'cards', key: `cards-${current[0]!.id}`, items: current });
    current = [];
  };
  for (const artwork of artworks) {
    if (grouped) {
      const dealer = artwork.consignment?.dealer_id ?? null;
      if (dealer !== sectionDealer) {
        flush();
        sectionDealer = dealer;
        const section = sectionOf(artwork);
        rows.push({ kind: 'header', key: `header-${section.key}`, section });
      }
    }
    current.push(artwork);
    if (current.length === columns) flush();
  }
  flush();
  return rows;
}

export function sectionFigures(
  section: GallerySection,
  summary: ArtworkSummary | undefined,
  dealerSections: ReadonlyMap<number, DealerSection>,
): SectionFigures | undefined {
  if (section.dealerId === null)
    return summary && { count: summary.studio.count, totalValue: summary.studio.total_value };
  return dealerSections.get(section.dealerId);
}
