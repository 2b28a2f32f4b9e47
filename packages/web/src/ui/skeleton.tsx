import { cn } from '../lib/cn';

/** A placeholder block in the shape of the content it stands for; hidden from assistive tech. */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cn('block animate-pulse rounded-md bg-stone-200', className)} />;
}
