import { Skeleton } from '../../../ui/skeleton';

export function DetailSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading artwork" className="flex flex-col gap-6">
      <Skeleton className="h-9 w-64" />
      <div className="grid gap-8 lg:grid-cols-2">
        <Skeleton className="aspect-[4/3] w-full" />
        <div className="flex flex-col gap-4">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      </div>
    </div>
  );
}
