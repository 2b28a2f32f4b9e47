import { useEffect, useRef } from 'react';

interface Props {
  enabled: boolean;
  onVisible: () => void;
}

/** Asks for the next page a screen ahead of the end of the list. */
export function LoadMoreSentinel({ enabled, onVisible }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisible();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, onVisible]);
  return <div ref={ref} aria-hidden="true" className="h-px" />;
}
