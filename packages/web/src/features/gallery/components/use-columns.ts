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
    const update = () => setColumns(columnsFor(element.getBoundingClientRect().width));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return columns;
}
