import { useLayoutEffect, useState, type RefObject } from 'react';
import { columnsFor, galleryListWidth } from './gallery-columns';

/** Cards per row follow the list's own width, so virtual rows match what CSS would lay out. */
export function useColumns(ref: RefObject<HTMLElement | null>): number {
  // The window's guess is usually right, so the first render is the one the page keeps: a wrong guess is
  // a second render of every row before the first paint.
  const [columns, setColumns] = useState(() => columnsFor(galleryListWidth(window.innerWidth)));
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setColumns(columnsFor(element.getBoundingClientRect().width));
    // The entry's own width: the list's height changes with every page, and measuring it again here would
    // force a layout each time.
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setColumns(columnsFor(entry.borderBoxSize[0]?.inlineSize ?? entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return columns;
}
