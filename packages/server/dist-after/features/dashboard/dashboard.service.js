import { fromCents } from '@artledger/domain';
import { countArtworks, countAvailableInStudio } from '../artworks/artworks.repository.js';
import { yearSummary } from '../sales/sales.repository.js';
/** The dashboard's four figures; the year is this calendar year on the server's clock. */
export async function dashboardStats(deps, userId) {
    const [total, available, year] = await Promise.all([
        countArtworks(deps.db, userId),
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
//# sourceMappingURL=dashboard.service.js.map