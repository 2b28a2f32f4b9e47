import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useUnsavedChangesPrompt } from '../../../lib/unsaved-changes';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useCreateDealer } from '../api/create-dealer';
import { DealerFormFields } from './dealer-form-fields';
import { emptyDealerValues } from './dealer-form-values';
import { createResolver } from './dealer-resolvers';
import { useSubmitLock } from '../../../ui/use-submit-lock';

interface AddDealerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function AddDealerDialog({ open, onOpenChange }: AddDealerDialogProps) {
  const create = useCreateDealer();
  const { register, watch, handleSubmit, clearErrors, reset, formState } = useForm({
    resolver: createResolver,
    defaultValues: emptyDealerValues,
    reValidateMode: 'onSubmit',
  });
  const { confirmLeave, allowLeave } = useUnsavedChangesPrompt(open && formState.isDirty);
  const close = (next: boolean) => {
    if (create.isPending) return;
    if (!next) reset(emptyDealerValues);
    onOpenChange(next);
  };
  // Esc, the close button and Cancel would throw away a half-typed dealer: ask first, like leaving.
  const dismiss = (next: boolean) => (next ? close(next) : confirmLeave(() => close(false)));
  // The status field is the edit form's; the create schema ignores it.
  // One dealer per submit: a second Enter or tap before the button rendered disabled sent a second POST.
  const submitOnce = useSubmitLock();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitOnce(
      handleSubmit((values) =>
        create.mutateAsync(values).then(() => {
          allowLeave();
          close(false);
        }),
      ),
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={dismiss}
      title="Add New Dealer/Gallery"
      description="Record who holds your work and on what terms."
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => dismiss(false)} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="add-dealer-form" disabled={create.isPending}>
            {create.isPending ? 'Adding...' : 'Add Dealer'}
          </Button>
        </>
      }
    >
      <form id="add-dealer-form" noValidate aria-label="Add New Dealer/Gallery" onSubmit={submit}>
        <DealerFormFields
          register={register}
          watch={watch}
          errors={formState.errors}
          clearErrors={clearErrors}
        />
      </form>
    </Dialog>
  );
}
