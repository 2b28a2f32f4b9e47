import { MEDIUMS } from '@artledger/domain';
import { useCategories } from '../../../lib/api/categories';
import { useSeriesList } from '../../../lib/api/series-list';
import { localToday } from '../../../lib/local-date';
import { DateField } from '../../../ui/date-field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { Textarea } from '../../../ui/textarea';
import { FormSection } from './form-section';
import { useArtworkField } from './use-artwork-field';

const MEDIUM_OPTIONS = MEDIUMS.map((m) => ({ value: m, label: m }));

export function BasicInfoSection() {
  const field = useArtworkField();
  const categories = useCategories();
  const series = useSeriesList();
  return (
    <FormSection id="basic-title" title="Basic Information">
      <div className="grid gap-5 sm:grid-cols-2">
        <Input label="Title" containerClassName="sm:col-span-2" {...field('title')} />
        <Select label="Medium" placeholder="Select a medium" options={MEDIUM_OPTIONS} {...field('medium')} />
        <DateField label="Creation Date" max={localToday()} {...field('year_created')} />
        <Select
          label="Category"
          placeholder="No category"
          options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          {...field('category_id')}
        />
        <Select
          label="Series"
          placeholder="No series"
          options={(series.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          {...field('series_id')}
        />
        <Textarea label="Description" rows={4} containerClassName="sm:col-span-2" {...field('description')} />
      </div>
    </FormSection>
  );
}
