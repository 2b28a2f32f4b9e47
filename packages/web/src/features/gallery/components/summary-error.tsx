import { RotateCw } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';

/**
 * The tab counts and section totals failed while the works themselves loaded: without this the counts
 * stayed "–" for good, with nothing to say why or to fetch them again.
 */
export function SummaryError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div
      role="alert"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50/50 px-4 py-3"
    >
      <p className="text-sm text-stone-800">The counts and totals did not load. Your works are all here.</p>
      <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={cn('size-4', retrying && 'animate-spin')} />
        {retrying ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  );
}
