import { Card } from '../../../ui/card';
import { Skeleton } from '../../../ui/skeleton';

export function DealerGridSkeleton() {
  return (
    <div role="status" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      <span className="sr-only">Loading dealers</span>
      {[0, 1, 2].map((i) => (
        <Card key={i} className="flex flex-col gap-3 p-5">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-16" />
          <Skeleton className="h-24" />
          <Skeleton className="h-11" />
        </Card>
      ))}
    </div>
  );
}
