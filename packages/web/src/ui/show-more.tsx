import { Button } from './button';

/** A paged list's state, as a section receives it. */
export interface ListMore {
  hasMore: boolean;
  loading: boolean;
  load: () => void;
}

interface ShowMoreProps {
  /** What the button loads, e.g. "Show more sales". */
  label: string;
  hasMore: boolean;
  loading: boolean;
  onClick: () => void;
  className?: string;
}

/** Loads the next page of a list below it; a list is never read whole. */
export function ShowMore({ label, hasMore, loading, onClick, className = 'mt-4' }: ShowMoreProps) {
  if (!hasMore) return null;
  return (
    <div className={`flex justify-center ${className}`}>
      <Button variant="secondary" onClick={onClick} disabled={loading}>
        {loading ? 'Loading...' : label}
      </Button>
    </div>
  );
}
