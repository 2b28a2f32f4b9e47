import type { ArtworkListItem, ArtworkSummary } from '@artledger/domain';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { DealerSection } from '../api/dealer-sections';
import { ArtworkCard } from './artwork-card';
import type { CardAction } from './card-actions';
import { buildRows } from './gallery-rows';
import { GroupHeader } from './group-header';
import { useColumns } from './use-columns';

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

/** Only the rows near the viewport are in the DOM, so thousands of works scroll as smoothly as ten. */
export function VirtualArtworkGrid({ artworks, grouped, summary, dealerSections, onAction }: Props) {
  const listRef = useRef<HTMLDivElement>(null);
  const columns = useColumns(listRef);
  const rows = useMemo(
    () => buildRows(artworks, columns, grouped, summary, dealerSections),
    [artworks, columns, grouped, summary, dealerSections],
  );
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset(listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => (rows[index]?.kind === 'header' ? 64 : 380),
    // Two rows either side keep keyboard and wheel scrolling covered; each extra row is style, layout and
    // paint work on every jump (End, PageDown) through a long list.
    overscan: 2,
    // Scrolling renders in React's own time instead of synchronously inside every scroll event.
    useFlushSync: false,
    scrollMargin: offset,
    getItemKey: (index) => rows[index]!.key,
  });

  return (
    <div ref={listRef} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index]!;
        return (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className="absolute top-0 left-0 w-full"
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            {row.kind === 'header' ? (
              <GroupHeader group={row.group} />
            ) : (
              <div
                className="grid gap-4 pt-4"
                style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
              >
                {row.items.map((artwork) => (
                  <ArtworkCard
                    key={artwork.id}
                    artwork={artwork}
                    onAction={onAction}
                    priority={item.index < PRIORITY_ROWS}
                  />
                ))}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
