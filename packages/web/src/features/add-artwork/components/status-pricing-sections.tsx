import { NEW_ARTWORK_STATUSES } from '@artledger/domain';
import { STATUS_LABELS } from '../../../ui/artwork-status-badge';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { FormSection } from './form-section';
import { useArtworkField } from './use-artwork-field';

const STATUS_OPTIONS = NEW_ARTWORK_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));
const money = { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 } as const;

export function StatusSection() {
  const field = useArtworkField();
  return (
    <FormSection id="status-title" title="Status & Location">
      <div className="grid gap-5 sm:grid-cols-2">
        <Select label="Status" options={STATUS_OPTIONS} {...field('status')} />
        <Input label="Location" placeholder="e.g. Studio" {...field('location')} />
      </div>
    </FormSection>
  );
}

export function PricingSection() {
  const field = useArtworkField();
  return (
    <FormSection id="pricing-title" title="Pricing">
      <div className="grid gap-5 sm:grid-cols-3">
        <Input label="Price ($)" {...money} {...field('price')} />
        <Input label="Cost to Create ($)" {...money} {...field('cost_to_create')} />
        <Input label="Insurance Value ($)" {...money} {...field('insurance_value')} />
      </div>
    </FormSection>
  );
}
