import { Search, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import { controlBorder, controlClasses } from '../../../ui/field';
import type { DealerFilters } from '../api/get-dealers';
import { statusFilterOptions, typeFilterOptions } from '../labels';
import { Select } from '../../../ui/select';

interface DealerFiltersBarProps {
  filters: DealerFilters;
  /** Changes some filters; the others stay as they are. */
  onChange: (change: Partial<DealerFilters>) => void;
}

export function DealerFiltersBar({ filters, onChange }: DealerFiltersBarProps) {
  const [open, setOpen] = useState(filters.status !== 'all' || filters.type !== 'all');
  const panelId = useId();

  return (
    <div className="mb-6 flex flex-col gap-4">
      <div className="flex gap-3">
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
          />
          <input
            type="search"
            aria-label="Search dealers"
            placeholder="Search dealers"
            title="Search dealers by name, company, contact or city"
            value={filters.search}
            onChange={(event) => onChange({ search: event.target.value })}
            className={cn(controlClasses, controlBorder(), 'h-11 pl-9')}
          />
        </div>
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">Filters</span>
        </Button>
      </div>
      <div
        id={panelId}
        hidden={!open}
        className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2"
      >
        <Select
          label="Status"
          options={statusFilterOptions}
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value })}
        />
        <Select
          label="Type"
          options={typeFilterOptions}
          value={filters.type}
          onChange={(event) => onChange({ type: event.target.value })}
        />
      </div>
    </div>
  );
}
