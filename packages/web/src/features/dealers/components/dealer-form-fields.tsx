import type { FieldErrors, UseFormRegister, UseFormWatch } from 'react-hook-form';
import { Input } from '../../../ui/input';
import { Textarea } from '../../../ui/textarea';
import { commissionTypeOptions, contactOptions, statusOptions, typeOptions } from '../labels';
import type { DealerFormValues } from './dealer-form-values';
import { FormSection } from './form-section';
import { Select } from '../../../ui/select';

interface DealerFormFieldsProps {
  register: UseFormRegister<DealerFormValues>;
  watch: UseFormWatch<DealerFormValues>;
  errors: FieldErrors<DealerFormValues>;
  clearErrors: (name: keyof DealerFormValues) => void;
  /** Only the edit screen changes status; a new dealer starts active. */
  showStatus?: boolean;
}

/** The Dealer entity's fields in the spec's groups, shared by the add dialog and the edit page. */
export function DealerFormFields({
  register,
  watch,
  errors,
  clearErrors,
  showStatus,
}: DealerFormFieldsProps) {
  const field = (name: keyof DealerFormValues) => ({
    ...register(name, { onChange: () => clearErrors(name) }),
    error: errors[name]?.message,
  });
  const percentage = watch('commission_type') !== 'flat_rate';

  return (
    <div className="flex flex-col gap-8">
      <FormSection title="Basic Information">
        <Input label="Dealer/Gallery Name *" autoComplete="organization" {...field('name')} />
        <Input label="Company Name" {...field('company_name')} />
        <Select label="Relationship Type" options={typeOptions} {...field('relationship_type')} />
        {showStatus && <Select label="Status" options={statusOptions} {...field('status')} />}
      </FormSection>
      <FormSection title="Contact Information">
        <Input label="Contact Person" autoComplete="name" {...field('contact_person')} />
        <Input label="Email" type="email" autoComplete="email" {...field('email')} />
        <Input label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
        <Input label="Website" type="url" placeholder="https://" autoComplete="url" {...field('website')} />
        <Select
          label="Preferred Contact Method"
          options={contactOptions}
          {...field('preferred_contact_method')}
        />
      </FormSection>
      <FormSection title="Business Terms">
        <Select label="Commission Type" options={commissionTypeOptions} {...field('commission_type')} />
        <Input
          label={percentage ? 'Commission Rate (%)' : 'Commission Amount ($)'}
          type="number"
          inputMode="decimal"
          min={0}
          max={percentage ? 100 : undefined}
          step={percentage ? 0.1 : 0.01}
          placeholder="0"
          {...field('commission_rate')}
        />
        <Input label="Payment Terms" placeholder="e.g. Net 30" {...field('payment_terms')} />
        <Input
          label="Specialties"
          hint="Separate with commas, e.g. Abstract, Landscape"
          {...field('specialties')}
        />
      </FormSection>
      <FormSection title="Location">
        <Input
          label="Address"
          autoComplete="street-address"
          containerClassName="sm:col-span-2"
          {...field('address')}
        />
        <Input label="City" autoComplete="address-level2" {...field('city')} />
        <Input label="State" autoComplete="address-level1" {...field('state')} />
        <Input label="ZIP Code" autoComplete="postal-code" {...field('zip_code')} />
        <Input label="Country" autoComplete="country-name" {...field('country')} />
      </FormSection>
      <FormSection title="Notes">
        <Textarea label="Notes" rows={4} containerClassName="sm:col-span-2" {...field('notes')} />
      </FormSection>
    </div>
  );
}
