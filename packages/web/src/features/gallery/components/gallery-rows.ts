import type { ArtworkListItem, ArtworkSummary } from '@artledger/domain';
import type { DealerSection } from '../api/dealer-sections';

export interface GroupInfo {
  key: string;
  title: string;
  /** Unknown (undefined) until the section's figures have arrived. */
  count: number | undefined;
  totalValue: number | undefined;
}

export type GalleryRow =
  | { kind: 'header'; key: string; group: GroupInfo }
  | { kind: 'cards'; key: string; items: ArtworkListItem[] };

type GroupOf = (artwork: ArtworkListItem) => GroupInfo;

function groupLookup(
  summary: ArtworkSummary | undefined,
  dealerSections: ReadonlyMap<number, DealerSection>,
): GroupOf {
  const studio: GroupInfo = {
    key: 'studio',
    title: 'Your Studio',
    count: summary?.studio.count,
    totalValue: summary?.studio.total_value,
  };
  return (artwork) => {
    const c = artwork.consignment;
    if (!c) return studio;
    const dealer = dealerSections.get(c.dealer_id);
    return {
      key: `dealer-${c.dealer_id}`,
      title: c.dealer_company ? `${c.dealer_name} (${c.dealer_company})` : c.dealer_name,
      count: dealer?.count,
      totalValue: dealer?.totalValue,
    };
  };
}

/**
 * Flattens the list into rows of `columns` cards. The server sends the active list studio first and
 * then dealer by dealer, so a new heading starts whenever the group changes.
 */
export function buildRows(
  artworks: ArtworkListItem[],
  columns: number,
  grouped: boolean,
  summary: ArtworkSummary | undefined,
  dealerSections: ReadonlyMap<number, DealerSection>,
): GalleryRow[] {
  const rows: GalleryRow[] = [];
  const groupOf = groupLookup(summary, dealerSections);
  let groupKey: string | null = null;
  let current: ArtworkListItem[] = [];
  const flush = () => {
    if (current.length) rows.push({ kind: 'cards', key: `cards-${current[0]!.id}`, items: current });
    current = [];
  };
  for (const artwork of artworks) {
    if (grouped) {
      const key = artwork.consignment ? `dealer-${artwork.consignment.dealer_id}` : 'studio';
      if (key !== groupKey) {
        flush();
        groupKey = key;
        rows.push({ kind: 'header', key: `header-${key}`, group: groupOf(artwork) });
      }
    }
    current.push(artwork);
    if (current.length === columns) flush();
  }
  flush();
  return rows;
}
