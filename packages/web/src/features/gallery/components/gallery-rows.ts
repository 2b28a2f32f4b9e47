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

function groupOf(artwork: ArtworkListItem, summary: ArtworkSummary | undefined): GroupInfo {
  const c = artwork.consignment;
  if (!c) {
    return {
      key: 'studio',
      title: 'Your Studio',
      count: summary?.studio.count ?? 0,
      totalValue: summary?.studio.total_value ?? 0,
    };
  }
  const dealer = summary?.dealers.find((d) => d.dealer_id === c.dealer_id);
  return {
    key: `dealer-${c.dealer_id}`,
    title: c.dealer_company ? `${c.dealer_name} (${c.dealer_company})` : c.dealer_name,
    count: dealer?.count ?? 0,
    totalValue: dealer?.total_value ?? 0,
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
  let groupKey: string | null = null;
  let current: ArtworkListItem[] = [];
  const flush = () => {
    if (current.length) rows.push({ kind: 'cards', key: `cards-${current[0]!.id}`, items: current });
    current = [];
  };
  for (const artwork of artworks) {
    if (grouped) {
      const group = groupOf(artwork, summary);
      if (group.key !== groupKey) {
        flush();
        groupKey = group.key;
        rows.push({ kind: 'header', key: `header-${group.key}`, group });
      }
    }
    current.push(artwork);
    if (current.length === columns) flush();
  }
  flush();
  return rows;
}
