import type { ArtworkListItem, ArtworkSummary } from '@artledger/domain';
import { measureElement, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DealerSection } from '../api/dealer-sections';
import { ArtworkCard } from './artwork-card';
import type { CardAction } from './card-actions';
import { buildRows, sectionFigures } from './gallery-rows';
import { GroupHeader } from './group-header';
import { ScrollMotion } from './scroll-motion';
import { skipMountWrite } from './skip-mount-write';
import { useListPlacement } from './use-list-placement';

interface Props {
  artworks: ArtworkListItem[];
  grouped: boolean;
  summary: ArtworkSummary | undefined;
  /** The figures of the dealer sections shown, by dealer id. */
  dealerSections: ReadonlyMap<number, DealerSection>;
  onAction: (action: CardAction, artwork: ArtworkListItem) => void;
}

/** Cards in the first rows (a section header counts as one) are on the first screen; their images load first. */
const PRIORITY_ROWS = 3;

/**
 * A row fetches its images once it has stayed in the list this long and the page has moved less than a
 * screen in that time. End, PageDown or a fling pass rows in a frame or two; without the wait each of them
 * would start, then cancel, a dozen downloads, and the browser re-ranks every image the page ever requested
 * on each layout, so scrolling got slower the further it went. The distance matters on slow devices, where
 * one frame of a fling can take longer than the wait.
 */
const ROW_REST_MS = 120;

/** Only the rows near the viewport are in the DOM, so thousands of works scroll as smoothly as ten. */
export function VirtualArtworkGrid({ artworks, grouped, summary, dealerSections, onAction }: Props) {
  const listRef = useRef<HTMLDivElement>(null);
  const { columns, top } = useListPlacement(listRef);
  const rows = useMemo(() => buildRows(artworks, columns, grouped), [artworks, columns, grouped]);
  // Rows that have been at rest once show their images at once when they come back.
  const restedRows = useRef(new Set<string>()).current;
  const [motion] = useState(() => new ScrollMotion(() => window.scrollY));
  useEffect(() => {
    window.addEventListener('scroll', motion.record, { passive: true });
    return () => window.removeEventListener('scroll', motion.record);
  }, [motion]);

  // A row not measured yet is as tall as the last one of its kind that was: card rows are all one height,
  // so rows are placed where they will stay and arriving on them never shifts the page.
  const lastHeight = useRef({ header: 64, cards: 380 }).current;
  const measureRow = useCallback(
    (element: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<Window, Element>) => {
      // A row just mounted is taken at its known or likely height: reading its real one here, inside React's
      // commit, would lay out the page at once; the resize observer reports it after the browser's own layout.
      if (!entry) {
        const index = instance.indexFromElement(element);
        return (
          instance.itemSizeCache.get(instance.options.getItemKey(index)) ??
          instance.options.estimateSize(index)
        );
      }
      const height = measureElement(element, entry, instance);
      lastHeight[(element as HTMLElement).dataset.kind === 'header' ? 'header' : 'cards'] = height;
      return height;
    },
    [lastHeight],
  );
  // Stable while the rows are: the virtualizer places every row again (all of them, not the ones on screen)
  // whenever these change, which on a scroll re-render would cost the whole loaded list.
  const estimateSize = useCallback(
    (index: number) => (rows[index]?.kind === 'header' ? lastHeight.header : lastHeight.cards),
    [rows, lastHeight],
  );
  const getItemKey = useCallback((index: number) => rows[index]!.key, [rows]);
  const [scrollToFn] = useState(skipMountWrite);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize,
    measureElement: measureRow,
    // Two rows either side keep keyboard and wheel scrolling covered; each extra row is style, layout and
    // paint work on every jump (End, PageDown) through a long list.
    overscan: 2,
    // Scrolling renders in React's own time instead of synchronously inside every scroll event.
    useFlushSync: false,
    scrollMargin: top,
    getItemKey,
    scrollToFn,
    // The window's size from the start (the default is 0 × 0 until its layout effect reads it): the first
    // render then holds the rows on screen, in React's sliced render, instead of an empty list that a
    // synchronous re-render fills from inside the commit.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });

  return (
    <div ref={listRef} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index]!;
        return (
          <div
            key={item.key}
            data-index={item.index}
            data-kind={row.kind}
            ref={virtualizer.measureElement}
            className="absolute top-0 left-0 w-full"
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            {row.kind === 'header' ? (
              <GroupHeader
                section={row.section}
                figures={sectionFigures(row.section, summary, dealerSections)}
              />
            ) : (
              <CardRow
                rowKey={row.key}
                items={row.items}
                columns={columns}
                onAction={onAction}
                priority={item.index < PRIORITY_ROWS}
                restedRows={restedRows}
                motion={motion}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}

interface CardRowProps {
  rowKey: string;
  items: ArtworkListItem[];
  columns: number;
  onAction: Props['onAction'];
  priority: boolean;
  restedRows: Set<string>;
  motion: ScrollMotion;
}

const CardRow = memo(function CardRow({
  rowKey,
  items,
  columns,
  onAction,
  priority,
  restedRows,
  motion,
}: CardRowProps) {
  const [atRest, setAtRest] = useState(() => priority || restedRows.has(rowKey));
  useEffect(() => {
    if (atRest) return;
    let timer: ReturnType<typeof setTimeout>;
    const settle = () => {
      if (motion.movedWithin(ROW_REST_MS) >= window.innerHeight) {
        timer = setTimeout(settle, ROW_REST_MS / 2);
        return;
      }
      restedRows.add(rowKey);
      setAtRest(true);
    };
    timer = setTimeout(settle, ROW_REST_MS);
    return () => clearTimeout(timer);
  }, [atRest, rowKey, restedRows, motion]);
  return (
    <div className="grid gap-4 pt-4" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
      {items.map((artwork) => (
        <ArtworkCard
          key={artwork.id}
          artwork={artwork}
          onAction={onAction}
          priority={priority}
          deferImage={!atRest}
        />
      ))}
    </div>
  );
});
