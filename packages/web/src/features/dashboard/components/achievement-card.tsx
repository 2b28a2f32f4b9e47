import { Award } from 'lucide-react';
import { pluralize } from '../../../lib/text';
import { Card } from '../../../ui/card';
import { Skeleton } from '../../../ui/skeleton';

export function AchievementCard({ count, loading }: { count: number; loading: boolean }) {
  return (
    <Card className="flex items-center gap-4 bg-gradient-to-br from-amber-50 to-white p-5">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        <Award aria-hidden="true" className="size-6" />
      </span>
      <div>
        <h2 className="text-sm font-medium text-stone-600">Achievement</h2>
        {loading ? (
          <Skeleton className="mt-1 h-6 w-40" />
        ) : (
          <p data-testid="achievement-count" className="text-lg font-semibold text-stone-900">
            {pluralize(count, 'artwork')} catalogued
          </p>
        )}
      </div>
    </Card>
  );
}
