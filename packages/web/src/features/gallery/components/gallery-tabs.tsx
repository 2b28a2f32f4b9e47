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

const trigger =
  'inline-flex min-h-11 items-center gap-2 border-b-2 px-1 pb-2 text-sm font-medium transition-colors ' +
  'border-transparent text-stone-600 hover:text-stone-900 data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700';

function Count({ value }: { value: number | undefined }) {
  return (
    <span className="tabular rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
      {value === undefined ? '–' : formatCount(value)}
    </span>
  );
}

/** Only the chosen tab's list is rendered; the other one would be thousands of hidden cards. */
export function GalleryTabs({ value, onChange, activeCount, soldCount, children }: Props) {
  return (
    <Tabs.Root value={value} onValueChange={(v) => onChange(v as GalleryTab)}>
      <Tabs.List aria-label="Inventory" className="mb-6 flex gap-6 border-b border-stone-200">
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
