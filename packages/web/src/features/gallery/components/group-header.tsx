import { Building2, Palette } from 'lucide-react';
import { formatMoney } from '../../../lib/format';
import { pluralize } from '../../../lib/text';
import type { GallerySection, SectionFigures } from './gallery-rows';

export function GroupHeader({
  section,
  figures,
}: {
  section: GallerySection;
  figures: SectionFigures | undefined;
}) {
  const Icon = section.dealerId === null ? Palette : Building2;
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1 border-b border-stone-200 pt-6 pb-3">
      <h2 className="flex min-w-0 items-center gap-2 text-lg font-semibold wrap-anywhere text-stone-900">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-stone-500" />
        {section.title}
      </h2>
      {/* The figures arrive with the section's summary; the line keeps its height meanwhile. */}
      <p className="tabular min-h-5 text-sm text-stone-600">
        {figures && (
          <>
            {pluralize(figures.count, 'artwork')} · {formatMoney(figures.totalValue)}
          </>
        )}
      </p>
    </div>
  );
}
