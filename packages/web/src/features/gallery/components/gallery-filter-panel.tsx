import { ARTWORK_STATUSES } from '@artledger/domain';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useCategories } from '../../../lib/api/categories';
import { useSeriesList } from '../../../lib/api/series-list';
import { STATUS_LABELS } from '../../../ui/artwork-status-badge';
import { Select } from '../../../ui/select';
import type { GalleryFilters } from '../api/gallery-filters';

interface Props {
  id: string;
  filters: GalleryFilters;
  onChange: (patch: Partial<GalleryFilters>) => void;
  onCreateSeries: () => void;
}

const STATUS_OPTIONS = ARTWORK_STATUSES.filter((s) => s !== 'sold').map((s) => ({
  value: s,
  label: STATUS_LABELS[s],
}));

export function GalleryFilterPanel({ id, filters, onChange, onCreateSeries }: Props) {
  const categories = useCategories();
  const series = useSeriesList();
  const failed = categories.isError || series.isError;
  useEffect(() => {
    if (failed) toast.error('Failed to load categories and series', { id: 'gallery-taxonomy' });
  }, [failed]);

  return (
    <div id={id} className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-3">
      {filters.scope === 'active' && (
        <Select
          label="Status"
          placeholder="All statuses"
          options={STATUS_OPTIONS}
          value={filters.status}
          onChange={(e) => onChange({ status: e.target.value })}
        />
      )}
      <Select
        label="Category"
        placeholder="All categories"
        options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        value={filters.category}
        onChange={(e) => onChange({ category: e.target.value })}
      />
      <div className="flex flex-col gap-1">
        <Select
          label="Series"
          placeholder="All series"
          options={(series.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          value={filters.series}
          onChange={(e) => onChange({ series: e.target.value })}
        />
        <button
          type="button"
          onClick={onCreateSeries}
          className="min-h-11 self-start rounded px-1 text-sm font-medium text-indigo-700 hover:underline sm:min-h-8"
        >
          + Create New
        </button>
      </div>
    </div>
  );
}
