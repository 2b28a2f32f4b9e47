import { MEDIUMS, editableArtworkStatuses, type Artwork } from '@artledger/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { localToday } from '../../../lib/local-date';
import { useUnsavedChangesPrompt } from '../../../lib/unsaved-changes';
import { STATUS_LABELS } from '../../../ui/artwork-status-badge';
import { Button } from '../../../ui/button';
import { CardSection } from '../../../ui/card';
import { DateField } from '../../../ui/date-field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { Textarea } from '../../../ui/textarea';
import { useSubmitLock } from '../../../ui/use-submit-lock';
import { useUpdateArtwork } from '../api/update-artwork';
import {
  changedFields,
  editDefaults,
  editSchema,
  yearOnlyCreation,
  type EditField,
  type EditValues,
} from './edit-schema';

/** Sold and consigned come from their own workflows, so the form offers only what an edit may set. */
function statusChoices(artwork: Artwork) {
  const consignedTo = artwork.consignment?.dealer_name ?? null;
  const options = editableArtworkStatuses({ title: artwork.title, status: artwork.status, consignedTo }).map(
    (s) => ({ value: s, label: STATUS_LABELS[s] }),
  );
  const hint =
    artwork.status === 'sold'
      ? 'A sold artwork keeps its status.'
      : consignedTo
        ? `Consigned to ${consignedTo}: end the consignment to change the status.`
        : 'Use Mark as Sold to sell this artwork.';
  return { options, hint };
}

interface Props {
  artwork: Artwork;
  onDone: () => void;
  /** The page disables the status actions while the form holds edits they would contradict. */
  onDirtyChange?: (dirty: boolean) => void;
}

export function ArtworkEditForm({ artwork, onDone, onDirtyChange }: Props) {
  const update = useUpdateArtwork(artwork.id);
  const status = statusChoices(artwork);
  const storedYear = yearOnlyCreation(artwork);
  const defaults = editDefaults(artwork);
  // Keep a custom medium selectable even when it is not in the standard list.
  const mediums = MEDIUMS.includes(artwork.medium as (typeof MEDIUMS)[number])
    ? MEDIUMS
    : [artwork.medium, ...MEDIUMS];
  const { register, handleSubmit, clearErrors, getValues, formState } = useForm<EditValues>({
    resolver: zodResolver(editSchema),
    defaultValues: defaults,
    reValidateMode: 'onSubmit',
  });
  const { confirmLeave } = useUnsavedChangesPrompt(formState.isDirty);
  useEffect(() => {
    onDirtyChange?.(formState.isDirty);
    return () => onDirtyChange?.(false);
  }, [formState.isDirty, onDirtyChange]);
  const field = (name: EditField) => ({
    ...register(name, { onChange: () => clearErrors(name) }),
    error: formState.errors[name]?.message,
  });

  const submitOnce = useSubmitLock();
  // One save at a time: a double click would otherwise send the PUT (and its toast) twice.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submitOnce(
      handleSubmit(async () => {
        const changes = changedFields(defaults, getValues());
        if (Object.keys(changes).length === 0) return onDone();
        await update.mutateAsync(changes);
        onDone();
      }),
    );
  };

  return (
    <CardSection aria-labelledby="edit-title" className="p-5">
      <h2 id="edit-title" className="mb-5 text-base font-semibold text-stone-900">
        Edit Artwork
      </h2>
      <form noValidate aria-label="Edit artwork" onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
        <Input label="Title" containerClassName="sm:col-span-2" {...field('title')} />
        <Select label="Status" options={status.options} hint={status.hint} {...field('status')} />
        <Select label="Medium" options={mediums.map((m) => ({ value: m, label: m }))} {...field('medium')} />
        <DateField
          label="Creation Date"
          max={localToday()}
          hint={storedYear ? `Recorded as ${storedYear}; pick a date to replace it.` : undefined}
          {...field('year_created')}
        />
        <Input label="Location" {...field('location')} />
        <Input label="Price ($)" type="number" inputMode="decimal" min={0} step={0.01} {...field('price')} />
        <Textarea label="Description" rows={4} containerClassName="sm:col-span-2" {...field('description')} />
        <Textarea label="Notes (private)" rows={3} {...field('notes')} />
        <Textarea label="Condition Notes" rows={3} {...field('condition_notes')} />
        <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => confirmLeave(onDone)} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </CardSection>
  );
}
