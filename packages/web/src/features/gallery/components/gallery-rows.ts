import type { ArtworkListItem, ArtworkSummary } from '@artledger/domain';

export interface GroupInfo {
  key: string;
  title: string;
  count: number;
  totalValue: number;
}

export type GalleryRow =
  | { kind: 'header'; key: string; group: GroupInfo }
  | { kind: 'cards'; key: string; items: ArtworkListItem[] };

type GroupOf = (artwork: ArtworkListItem) => GroupInfo;

/** Looks dealers up by id once per summary: the huge account has hundreds of dealers and 20,000 works. */
function groupLookup(summary: ArtworkSummary | undefined): GroupOf {
  const dealers = new Map(summary?.dealers.map((dealer) => [dealer.dealer_id, dealer]));
  const studio: GroupInfo = {
    key: 'studio',
    title: 'Your Studio',
    count: summary?.studio.count ?? 0,
    totalValue: summary?.studio.total_value ?? 0,
  };
  return (artwork) => {
    const c = artwork.consignment;
    if (!c) return studio;
    const dealer = dealers.get(c.dealer_id);
    return {
      key: `dealer-${c.dealer_id}`,
      title: c.dealer_company ? `${c.dealer_name} (${c.dealer_company})` : c.dealer_name,
      count: dealer?.count ?? 0,
      totalValue: dealer?.total_value ?? 0,
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
): GalleryRow[] {
  const rows: GalleryRow[] = [];
  const groupOf = groupLookup(summary);
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
