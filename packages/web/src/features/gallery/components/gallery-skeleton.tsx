import { Skeleton } from '../../../ui/skeleton';

export function GallerySkeleton() {
  return (
    <div
      aria-busy="true"
      aria-label="Loading artworks"
      className="grid gap-4 pt-4 min-[540px]:grid-cols-2 min-[820px]:grid-cols-3 xl:grid-cols-4"
    >
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-xl border border-stone-200 bg-white">
          <Skeleton className="aspect-[4/3] w-full rounded-none" />
          <div className="flex flex-col gap-2 p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="mt-2 h-5 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
