import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAuth } from '../../../lib/session/auth-context';
import { ErrorState } from '../../../ui/error-state';
import { useDashboardStats } from '../api/dashboard-stats';
import { useRecentArtworks } from '../api/recent-artworks';
import { AchievementCard } from '../components/achievement-card';
import { QuickActions } from '../components/quick-actions';
import { RecentArtworks } from '../components/recent-artworks';
import { StatsGrid } from '../components/stats-grid';
import { WelcomeBanner } from '../components/welcome-banner';

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();
  const stats = useDashboardStats();
  const recent = useRecentArtworks();
  const failed = stats.isError || recent.isError;

  useEffect(() => {
    if (failed) toast.error('Failed to load dashboard data', { id: 'dashboard-load' });
  }, [failed]);

  const data = stats.data;
  const figures = {
    totalArtworks: data?.total_artworks ?? 0,
    available: data?.available ?? 0,
    soldThisYear: data?.sold_this_year ?? 0,
    netRevenueThisYear: data?.net_revenue_this_year ?? 0,
  };

  return (
    <div className="flex flex-col gap-8">
      <WelcomeBanner firstName={user?.firstName ?? ''} returning={(data?.total_artworks ?? 0) > 0} />
      {stats.isError ? (
        <ErrorState
          title="Could not load your overview"
          description="Your figures did not load. Nothing is lost; try again."
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      ) : (
        <StatsGrid stats={figures} loading={stats.isPending} />
      )}
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <RecentArtworks
            artworks={recent.data ?? []}
            loading={recent.isPending}
            failed={recent.isError}
            retrying={recent.isFetching}
            onRetry={() => void recent.refetch()}
          />
        </div>
        <div className="flex flex-col gap-6">
          <QuickActions />
          {!stats.isError && <AchievementCard count={figures.totalArtworks} loading={stats.isPending} />}
        </div>
      </div>
    </div>
  );
}
