import type { ArtworkListItem } from '@artledger/domain';
import { formatDate } from '../../lib/format';

type Placed = Pick<ArtworkListItem, 'status' | 'location' | 'consignment' | 'sale'>;

/**
 * Where a work is, worded the same on its gallery card and its detail page. A dealer's hold outranks
 * the stored location (which still names the studio it left), and a sold work is no longer anywhere of
 * the artist's: it says when, and through which dealer, it was sold.
 */
export function artworkWhereabouts(artwork: Placed): string | null {
  if (artwork.sale) {
    const date = formatDate(artwork.sale.sale_date);
    return artwork.sale.dealer_name ? `Sold through ${artwork.sale.dealer_name}, ${date}` : `Sold ${date}`;
  }
  if (artwork.status === 'sold') return 'Sold';
  if (artwork.consignment) return `With ${artwork.consignment.dealer_name}`;
  return artwork.location || null;
}
