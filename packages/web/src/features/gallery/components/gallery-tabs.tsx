import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
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

/** Only the chosen tab's list is rendered; the other one would be thousands of hidden cards. */
export function GalleryTabs({ value, onChange, activeCount, soldCount, children }: Props) {
  return (
    <Tabs.Root value={value} onValueChange={(v) => onChange(v as GalleryTab)}>
      <Tabs.List
        aria-label="Inventory"
        className="mb-6 flex gap-3 overflow-x-auto border-b border-stone-200 px-1 pt-1 sm:gap-6"
      >
        <Tabs.Trigger value="active" className={cn(trigger)}>
          Active Collection <Count value={activeCount} />
        </Tabs.Trigger>
        <Tabs.Trigger value="sold" className={cn(trigger)}>
          Sold Artworks <Count value={soldCount} />
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value={value} className="focus-visible:outline-none">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
