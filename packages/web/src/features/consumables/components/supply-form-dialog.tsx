import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Consumable,
  DEFAULT_SUPPLY_COLOR,
  SUPPLY_CATEGORIES,
  SUPPLY_OPTIONS,
  type SupplyCategory,
  type SupplyData,
  type SupplyInput,
  supplyInputSchema,
} from '@artledger/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { Textarea } from '../../../ui/textarea';
import { useCreateSupply, useUpdateSupply } from '../api/consumables';
import { useSubmitLock } from '../../../ui/use-submit-lock';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Editing this supply; null adds a new one. */
  supply: Consumable | null;
}

const categoryOptions = SUPPLY_CATEGORIES.map((c) => ({ value: c, label: SUPPLY_OPTIONS[c].label }));

function blankValues(supply: Consumable | null): SupplyInput {
  return {
    category: supply?.category ?? '',
    name: supply?.name ?? '',
    brand: supply?.brand ?? '',
    size: supply?.size ?? '',
    color: supply?.color ?? DEFAULT_SUPPLY_COLOR,
    type: supply?.type ?? '',
    quantity: String(supply?.quantity ?? 0),
    unit_price: String(supply?.unit_price ?? 0),
    purchase_link: supply?.purchase_link ?? '',
    supplier: supply?.supplier ?? '',
    description: supply?.description ?? '',
    notes: supply?.notes ?? '',
  } as SupplyInput;
}

/** Number fields: text that is not a number is sent as the spec's default (0). */
function numberOrZero(value: unknown, integer: boolean): number {
  const n = Number(value);
  if (!Number.isFinite(n) || String(value).trim() === '') return 0;
  return integer ? Math.trunc(n) : n;
}

export function SupplyFormDialog({ open, onOpenChange, supply }: Props) {
  const editing = supply !== null;
  const create = useCreateSupply();
  const update = useUpdateSupply();
  const busy = create.isPending || update.isPending;
  const [pickingColor, setPickingColor] = useState(false);
  const form = useForm<SupplyInput, unknown, SupplyData>({
    resolver: zodResolver(supplyInputSchema),
    defaultValues: blankValues(supply),
  });
  const { register, handleSubmit, watch, setValue, reset, formState } = form;
  const errors = formState.errors as Record<string, { message?: string } | undefined>;

  useEffect(() => {
    if (open) {
      reset(blankValues(supply));
      setPickingColor(false);
    }
  }, [open, supply, reset]);

  const category = watch('category') as SupplyCategory | '';
  const options = category ? SUPPLY_OPTIONS[category] : null;
  const color = String(watch('color') ?? DEFAULT_SUPPLY_COLOR);

  const categoryField = register('category');
  // One request per submit, even for a second Enter before the button rendered disabled.
  const submitOnce = useSubmitLock();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitOnce(
      handleSubmit(async (data) => {
        try {
          if (supply) await update.mutateAsync({ id: supply.id, input: data });
          else await create.mutateAsync(data);
          onOpenChange(false);
        } catch {
          // The mutation's toast already said what failed; the form stays open with what was typed.
        }
      }),
    );
  };

  const choiceOrText = (name: 'size' | 'type', label: string, choices: readonly string[]) =>
    choices.length > 0 ? (
      <Select
        label={label}
        placeholder={`Select ${label.toLowerCase()}`}
        options={choices.map((c) => ({ value: c, label: c }))}
        error={errors[name]?.message}
        {...register(name)}
      />
    ) : (
      <Input label={label} error={errors[name]?.message} {...register(name)} />
    );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={editing ? 'Edit Art Supply' : 'Add Supply'}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="supply-form" disabled={busy}>
            {editing ? (busy ? 'Updating...' : 'Update Supply') : busy ? 'Adding...' : 'Add Supply'}
          </Button>
        </>
      }
    >
      <form id="supply-form" noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <Select
          label="Category *"
          placeholder="Select category"
          options={categoryOptions}
          error={errors.category?.message}
          {...categoryField}
          onChange={(event) => {
            void categoryField.onChange(event);
            setValue('size', '');
            setValue('type', '');
          }}
        />
        <Input label="Name *" error={errors.name?.message} {...register('name')} />
        <Input label="Brand" error={errors.brand?.message} {...register('brand')} />
        {choiceOrText('size', options?.sizeLabel ?? 'Size', options?.sizes ?? [])}
        {options?.showColor && (
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium text-stone-800" id="supply-color-label">
              Color
            </span>
            <div className="flex items-center gap-3">
              <button
                type="button"
                aria-labelledby="supply-color-label"
                aria-describedby="supply-color-value"
                onClick={() => setPickingColor((v) => !v)}
                className="size-11 rounded-lg border border-stone-300 focus-visible:outline-2 focus-visible:outline-indigo-600"
                style={{ backgroundColor: color }}
              />
              <span id="supply-color-value" className="font-mono text-sm text-stone-700">
                {color}
              </span>
            </div>
            {pickingColor && (
              <div className="flex items-center gap-3 rounded-lg border border-stone-200 p-3">
                <input
                  type="color"
                  aria-label="Pick a colour"
                  value={color}
                  onChange={(e) => setValue('color', e.target.value)}
                  className="h-11 w-16"
                />
                <Button type="button" size="sm" onClick={() => setPickingColor(false)}>
                  Done
                </Button>
              </div>
            )}
            {errors.color?.message && <p className="text-sm text-red-700">{errors.color.message}</p>}
          </div>
        )}
        {choiceOrText('type', options?.typeLabel ?? 'Type', options?.types ?? [])}
        <Input
          label="Quantity"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          error={errors.quantity?.message}
          {...register('quantity', { setValueAs: (v) => numberOrZero(v, true) })}
        />
        <Input
          label="Unit Price ($)"
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          error={errors.unit_price?.message}
          {...register('unit_price', { setValueAs: (v) => numberOrZero(v, false) })}
        />
        <Input
          label="Purchase Link"
          type="url"
          placeholder="https://example.com/product"
          error={errors.purchase_link?.message}
          {...register('purchase_link')}
        />
        <Input label="Supplier" error={errors.supplier?.message} {...register('supplier')} />
        <Textarea
          label="Description"
          rows={3}
          containerClassName="sm:col-span-2"
          error={errors.description?.message}
          {...register('description')}
        />
        <Textarea
          label="Notes"
          rows={2}
          containerClassName="sm:col-span-2"
          error={errors.notes?.message}
          {...register('notes')}
        />
      </form>
    </Dialog>
  );
}
