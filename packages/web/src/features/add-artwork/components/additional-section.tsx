import { useFormContext } from 'react-hook-form';
import { Checkbox } from '../../../ui/checkbox';
import { Input } from '../../../ui/input';
import { Textarea } from '../../../ui/textarea';
import type { AddArtworkValues } from '../add-artwork-schema';
import { FormSection } from './form-section';
import { useArtworkField } from './use-artwork-field';

export function AdditionalSection() {
  const field = useArtworkField();
  const { register, watch, setValue, clearErrors } = useFormContext<AddArtworkValues>();
  const original = watch('is_original');
  const edition = { type: 'number', inputMode: 'numeric', min: 1, step: 1 } as const;
  return (
    <FormSection id="additional-title" title="Additional Information">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Checkbox
            label="This is an original artwork"
            hint="Untick for prints and other editions."
            {...register('is_original', {
              onChange: (e: { target: { checked: boolean } }) => {
                if (!e.target.checked) return;
                // Edition details belong to prints only; drop them so they are not checked or sent.
                setValue('edition_number', '');
                setValue('total_editions', '');
                clearErrors(['edition_number', 'total_editions']);
              },
            })}
          />
        </div>
        {!original && (
          <>
            <Input label="Edition Number" {...edition} {...field('edition_number')} />
            <Input label="Total Editions" {...edition} {...field('total_editions')} />
          </>
        )}
        <Input
          label="Tags"
          hint="Separate tags with commas."
          containerClassName="sm:col-span-2"
          {...field('tags')}
        />
        <Textarea label="Notes (private)" hint="Only you can see these." rows={3} {...field('notes')} />
        <Textarea label="Condition Notes" rows={3} {...field('condition_notes')} />
      </div>
    </FormSection>
  );
}
