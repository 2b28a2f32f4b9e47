import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useArtworkCount } from '../../../lib/api/artwork-count';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAuth } from '../../../lib/session/auth-context';
import { AchievementCard } from '../components/achievement-card';
import { QuickActions } from '../components/quick-actions';
import { RecentArtworks } from '../components/recent-artworks';
import { StatsGrid } from '../components/stats-grid';
import { WelcomeBanner } from '../components/welcome-banner';

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();
  const artworkCount = useArtworkCount();
  const total = artworkCount.data ?? 0;

  useEffect(() => {
    if (artworkCount.isError) toast.error('Failed to load dashboard data', { id: 'dashboard-load' });
  }, [artworkCount.isError]);

  // Available, sold and revenue figures come with the inventory and sales areas.
  const stats = { totalArtworks: total, available: 0, soldThisYear: 0, netRevenueThisYear: 0 };

  return (
    <div className="flex flex-col gap-8">
      <WelcomeBanner firstName={user?.firstName ?? ''} />
      <StatsGrid stats={stats} loading={artworkCount.isPending} />
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RecentArtworks />
        </div>
        <div className="flex flex-col gap-6">
          <QuickActions />
          <AchievementCard count={total} loading={artworkCount.isPending} />
        </div>
      </div>
    </div>
  );
}
