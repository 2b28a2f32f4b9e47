import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { columnsFor, galleryListWidth } from './gallery-columns';

export interface ListPlacement {
  /** Cards per row for the list's own width, so virtual rows match what CSS would lay out. */
  columns: number;
  /** Where the list starts on the page (the virtualizer's scroll margin); 0 until the first layout. */
  top: number;
}

/**
 * Where the list sits and how many cards fit a row. Nothing is measured inside React's commit: reading layout
 * there laid out the whole new page inside the render's own task. The observer's first report comes in the
 * same frame, after the browser's own layout and before its paint. A column count other than the guess is
 * rendered before that paint (flushSync), or the rows would reflow in view. The list's place alone waits for
 * an ordinary render: until then the virtualizer takes the list to start at the page's top and renders rows
 * a little further down than needed, which its overscan covers. A flushSync there would also run every new
 * component's effects, the header's API calls among them, before the first paint.
 * Later reports come whenever the list's height changes (every page, every row measured), and only a new
 * column count is worth a render.
 */
export function useListPlacement(ref: RefObject<HTMLElement | null>): ListPlacement {
  // The window's guess is usually right, so the first render is the one the page keeps: a wrong guess is
  // a second render of every row before the first paint.
  const [placement, setPlacement] = useState(() => ({ columns: guessColumns(), top: 0 }));
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    let reported: number | undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const columns = columnsFor(entry.borderBoxSize[0]?.inlineSize ?? entry.contentRect.width);
      if (columns === reported) return;
      const first = reported === undefined;
      reported = columns;
      // Layout is fresh inside the observer's report, so reading the list's place here costs no extra layout.
      const top = first ? element.getBoundingClientRect().top + window.scrollY : undefined;
      const place = () => setPlacement((current) => ({ columns, top: top ?? current.top }));
      // The first report usually confirms the guess the first render made from the window's width.
      if (first && columns === guessColumns()) place();
      else flushSync(place);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return placement;
}

/** Cards per row for a list as wide as the window allows, before the list itself has been laid out. */
function guessColumns(): number {
  return columnsFor(galleryListWidth(window.innerWidth));
}
