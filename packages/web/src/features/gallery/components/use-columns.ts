import { useLayoutEffect, useState, type RefObject } from 'react';
import { columnsFor } from './gallery-columns';

/** Cards per row follow the list's own width, so virtual rows match what CSS would lay out. */
export function useColumns(ref: RefObject<HTMLElement | null>): number {
  const [columns, setColumns] = useState(3);
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
