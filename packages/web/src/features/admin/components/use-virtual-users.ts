import type { AdminUser } from '@artledger/domain';
import {
  defaultRangeExtractor,
  measureElement,
  type Range,
  useWindowVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import {
  type FocusEvent,
  type RefObject,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';

/**
 * The users near the viewport, for a list that may hold every page of thousands of users: each mounted row
 * is style and layout work whenever a dialog's scroll lock or aria-hiding touches the page, so opening Edit
 * with 5,000 rows mounted took a second. `listRef` is the element the rows start at (the table's body).
 */
export function useVirtualUsers(
  users: AdminUser[],
  listRef: RefObject<HTMLElement | null>,
  options: { estimate: number; gap?: number },
) {
  const top = useListTop(listRef);
  // The row that last had focus stays rendered wherever the page scrolls: focus is not dropped to <body>
  // when its row leaves the screen, and a dialog opened from it gives focus back to the same button.
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const focusedIndex = useMemo(
    () => (focusedId === null ? -1 : users.findIndex((user) => user.id === focusedId)),
    [users, focusedId],
  );
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focusedIndex < 0 || indexes.includes(focusedIndex)) return indexes;
      return [...indexes, focusedIndex].sort((a, b) => a - b);
    },
    [focusedIndex],
  );

  // Rows are one height unless a name or an email wraps, so an unmeasured row is taken to be as tall as
  // the last one measured and the page does not jump as rows arrive.
  const lastHeight = useRef(options.estimate);
  const estimateSize = useCallback(() => lastHeight.current, []);
  const measureRow = useCallback(
    (element: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<Window, Element>) => {
      // Reading a mounted row's height inside React's commit would lay out the page there; the resize
      // observer reports it after the browser's own layout.
      if (!entry) {
        const index = instance.indexFromElement(element);
        return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? lastHeight.current;
      }
      const height = measureElement(element, entry, instance);
      if (height > 0) lastHeight.current = height;
      return height;
    },
    [],
  );
  // Stable while the users are: the virtualizer places every row again when the key function changes.
  const getItemKey = useCallback((index: number) => users[index]!.id, [users]);
  const virtualizer = useWindowVirtualizer({
    count: users.length,
    estimateSize,
    measureElement: measureRow,
    getItemKey,
    rangeExtractor,
    // Tab and Shift+Tab always find the next row's buttons in the DOM, and wheel or keyboard scrolling
    // rarely shows a row before it renders.
    overscan: 5,
    gap: options.gap ?? 0,
    scrollMargin: top,
    useFlushSync: false,
    // The first render already holds the rows on screen, instead of none until the window is measured.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });

  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
      const index = row ? Number(row.dataset.index) : -1;
      const user = users[index];
      if (user) setFocusedId(user.id);
    },
    [users],
  );

  return { virtualizer, items: virtualizer.getVirtualItems(), onFocus };
}

/**
 * Where the list starts on the page (the virtualizer's scroll margin). Read in a resize observer's report,
 * after the browser's layout, never in React's commit; the list's size changes with every page and every
 * measured row, and the heading above it can wrap, so each report checks it again.
 */
function useListTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    let reported: number | undefined;
    const observer = new ResizeObserver(() => {
      // Layout is fresh inside the observer's report, so this read costs none; flushSync places the rows
      // before the frame is painted.
      const next = Math.round(element.getBoundingClientRect().top + window.scrollY);
      if (next === reported) return;
      reported = next;
      flushSync(() => setTop(next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}
