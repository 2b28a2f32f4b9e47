import { type DashboardStats, fromCents } from '@artledger/domain';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { countAccountArtworks, countAvailableInStudio } from '../artworks/artworks.repository.js';
import { yearSummary } from '../sales/sales.repository.js';

/**
 * The dashboard's four figures, each read from totals the writes keep (artwork_counts, artwork_status_totals,
 * sale_totals); the year is this calendar year on the server's clock.
 */
export async function dashboardStats(deps: ServiceDeps, userId: number): Promise<DashboardStats> {
  const [total, available, year] = await Promise.all([
    countAccountArtworks(deps.db, userId),
    countAvailableInStudio(deps.db, userId),
    yearSummary(deps.db, userId, new Date().getFullYear()),
  ]);
  return {
    total_artworks: total,
    available,
    sold_this_year: year.count,
    net_revenue_this_year: fromCents(year.netCents),
  };
}
