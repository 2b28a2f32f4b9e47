import { RotateCw, TriangleAlert } from 'lucide-react';
import { cn } from '../lib/cn';
import { Button } from './button';

interface ErrorStateProps {
  title?: string;
  description?: string;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
  headingLevel?: 'h2' | 'h3';
}

/**
 * What a data screen shows when its call failed. It never says "nothing here": the data may exist,
 * the artist just could not see it, so the only action offered is to try again.
 */
export function ErrorState({
  title = 'Could not load this',
  description = 'Something went wrong while loading. Check your connection and try again.',
  onRetry,
  retrying = false,
  className,
  headingLevel = 'h2',
}: ErrorStateProps) {
  const Heading = headingLevel;
  return (
    <div
      role="alert"
      data-testid="error-state"
      className={cn(
        'flex flex-col items-center rounded-xl border border-red-200 bg-red-50/50 px-6 py-10 text-center',
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-red-100 text-red-700">
        <TriangleAlert aria-hidden="true" className="size-6" />
      </span>
      <Heading className="mt-4 text-base font-semibold text-stone-900">{title}</Heading>
      <p className="mt-1 max-w-sm text-sm text-stone-600">{description}</p>
      <div className="mt-6">
        <Button variant="secondary" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" className={cn('size-4', retrying && 'animate-spin')} />
          {retrying ? 'Retrying...' : 'Retry'}
        </Button>
      </div>
    </div>
  );
}
