import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { FormSection } from './form-section';
import { useArtworkField } from './use-artwork-field';

const UNITS = [
  { value: 'inches', label: 'Inches' },
  { value: 'cm', label: 'Centimetres' },
];

export function DimensionsSection() {
  const field = useArtworkField();
  const number = { type: 'number', inputMode: 'decimal', min: 0, step: 0.1 } as const;
  return (
    <FormSection id="dimensions-title" title="Dimensions">
      <div className="grid grid-cols-2 gap-5 sm:grid-cols-4">
        <Input label="Width" {...number} {...field('dimensions_width')} />
        <Input label="Height" {...number} {...field('dimensions_height')} />
        <Input label="Depth" {...number} {...field('dimensions_depth')} />
        <Select label="Unit" options={UNITS} {...field('dimensions_unit')} />
      </div>
    </FormSection>
  );
}
