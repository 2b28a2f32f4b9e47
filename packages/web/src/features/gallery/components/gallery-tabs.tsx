import { Tabs } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { formatCount } from '../../../lib/text';
import type { GalleryTab } from '../api/gallery-filters';

interface Props {
  value: GalleryTab;
  onChange: (tab: GalleryTab) => void;
  activeCount: number | undefined;
  soldCount: number | undefined;
  children: ReactNode;
}

// One line per tab: on a phone the two labels with five-digit counts are about as wide as the screen, and
// the list scrolls sideways before a label would break in two.
const trigger =
  'inline-flex min-h-11 shrink-0 items-center gap-1.5 whitespace-nowrap border-b-2 px-1 pb-2 text-sm font-medium sm:gap-2 ' +
  'transition-colors ' +
  'border-transparent text-stone-600 hover:text-stone-900 data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700';

function Count({ value }: { value: number | undefined }) {
  return (
    <span className="tabular rounded-full bg-stone-100 px-1.5 py-0.5 text-xs text-stone-700 sm:px-2">
      {value === undefined ? '–' : formatCount(value)}
    </span>
  );
}

/**
 * Only the chosen tab's list is rendered; the other one would be thousands of hidden cards.
 *
 * Radix draws the tabs (roles, arrow keys, focus); the panel is a plain element tied to them by our own ids.
 * Radix's own panel goes through its presence check, which reads `getComputedStyle` as it mounts: that
 * computed the style of the whole new page inside React's commit, a long task on a phone, instead of in the
 * browser's own frame.
 */
export function GalleryTabs({ value, onChange, activeCount, soldCount, children }: Props) {
  const id = useId();
  const tabId = (tab: GalleryTab) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;
  return (
    <Tabs.Root value={value} onValueChange={(v) => onChange(v as GalleryTab)}>
      <Tabs.List
        aria-label="Inventory"
        className="mb-6 flex gap-3 overflow-x-auto border-b border-stone-200 px-1 pt-1 sm:gap-6"
      >
        <Tabs.Trigger value="active" id={tabId('active')} aria-controls={panelId} className={cn(trigger)}>
          Active Collection <Count value={activeCount} />
        </Tabs.Trigger>
        <Tabs.Trigger value="sold" id={tabId('sold')} aria-controls={panelId} className={cn(trigger)}>
          Sold Artworks <Count value={soldCount} />
        </Tabs.Trigger>
      </Tabs.List>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(value)}
        tabIndex={0}
        className="focus-visible:outline-none"
      >
        {children}
      </div>
    </Tabs.Root>
  );
}
