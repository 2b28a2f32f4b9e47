import { useEffect, useRef } from 'react';
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

/**
 * Loads the next page of a list below it; a list is never read whole. For the keyboard: the button stays
 * focusable while it loads (aria-disabled, not disabled, which would drop focus to the page's top), and
 * when the last page arrives and the button goes, focus stays at the end of the list, so Tab goes on from
 * there.
 */
export function ShowMore({ label, hasMore, loading, onClick, className = 'mt-4' }: ShowMoreProps) {
  const end = useRef<HTMLDivElement>(null);
  const focused = useRef(false);

  useEffect(() => {
    if (!hasMore && focused.current) {
      focused.current = false;
      // The button was removed while it had focus; the browser left focus on the page's body.
      if (!document.activeElement || document.activeElement === document.body) end.current?.focus();
    }
  }, [hasMore]);

  if (!hasMore) return <div ref={end} tabIndex={-1} className="outline-none" />;
  return (
    <div className={`flex justify-center ${className}`}>
      <Button
        variant="secondary"
        aria-disabled={loading || undefined}
        onClick={() => {
          if (!loading) onClick();
        }}
        onFocus={() => (focused.current = true)}
        onBlur={() => (focused.current = false)}
      >
        {loading ? 'Loading...' : label}
      </Button>
    </div>
  );
}
