import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { columnsFor, galleryListWidth } from './gallery-columns';

/** Cards per row follow the list's own width, so virtual rows match what CSS would lay out. */
export function useColumns(ref: RefObject<HTMLElement | null>): number {
  // The window's guess is usually right, so the first render is the one the page keeps: a wrong guess is
  // a second render of every row before the first paint.
  const [columns, setColumns] = useState(() => columnsFor(galleryListWidth(window.innerWidth)));
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Not measured here: reading the width inside React's commit laid out the whole new page inside the
    // render's own task. The observer's first report comes in this frame, after the browser's own layout and
    // before its paint; flushSync re-renders a wrong guess before that paint. Later reports come whenever the
    // list's height changes (every page, every row measured), and only a new count is worth a render.
    let reported: number | undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const next = columnsFor(entry.borderBoxSize[0]?.inlineSize ?? entry.contentRect.width);
      if (next === reported) return;
      reported = next;
      flushSync(() => setColumns(next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return columns;
}
