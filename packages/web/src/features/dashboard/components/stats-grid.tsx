import { BadgeDollarSign, CircleCheck, Images, TrendingUp } from 'lucide-react';
import { formatMoney } from '../../../lib/format';
import { formatCount } from '../../../lib/text';
import { StatCard } from './stat-card';

export interface DashboardStats {
  totalArtworks: number;
  available: number;
  soldThisYear: number;
  netRevenueThisYear: number;
}

export function StatsGrid({ stats, loading }: { stats: DashboardStats; loading: boolean }) {
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="sr-only">
        Overview
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          label="Total Artworks"
          value={formatCount(stats.totalArtworks)}
          testId="stat-total-artworks"
          icon={Images}
          loading={loading}
        />
        <StatCard
          label="Available"
          value={formatCount(stats.available)}
          testId="stat-available"
          icon={CircleCheck}
          loading={loading}
        />
        <StatCard
          label="Sold This Year"
          value={formatCount(stats.soldThisYear)}
          testId="stat-sold-this-year"
          icon={TrendingUp}
          loading={loading}
        />
        <StatCard
          label="Net Revenue This Year"
          value={formatMoney(stats.netRevenueThisYear)}
          testId="stat-net-revenue"
          icon={BadgeDollarSign}
          note="After commissions"
          loading={loading}
        />
      </div>
    </section>
  );
}
