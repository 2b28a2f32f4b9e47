import { type StyleLibrary, styleLibraryInputSchema } from '@artledger/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Input } from '../../../ui/input';
import { Textarea } from '../../../ui/textarea';
import { useSaveStyleLibrary } from '../api/inspiration-api';
import { useSubmitLock } from '../../../ui/use-submit-lock';

interface LibraryFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Given: Edit Style Library; absent: Create Style Library. */
  library?: StyleLibrary | null;
}

interface Values {
  name: string;
  description: string;
}

export function LibraryFormDialog({ open, onOpenChange, library }: LibraryFormDialogProps) {
  const mutation = useSaveStyleLibrary();
  const form = useForm<Values>({
    resolver: zodResolver(styleLibraryInputSchema) as never,
    defaultValues: { name: '', description: '' },
  });
  useEffect(() => {
    if (open) form.reset({ name: library?.name ?? '', description: library?.description ?? '' });
  }, [open, library, form]);

  // One library per submit, even for a second Enter before the button rendered disabled.
  const submitOnce = useSubmitLock();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitOnce(
      form.handleSubmit(() => {
        const values = form.getValues();
        return mutation
          .mutateAsync({ id: library?.id, name: values.name.trim(), description: values.description })
          .then(() => onOpenChange(false));
      }),
    );
  };

  const editing = Boolean(library);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !mutation.isPending && onOpenChange(next)}
      title={editing ? 'Edit Style Library' : 'Create Style Library'}
      description="A style library's description and images steer generated images toward your look."
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="style-library-form" disabled={mutation.isPending}>
            {mutation.isPending ? 'Saving...' : editing ? 'Update Library' : 'Create Library'}
          </Button>
        </>
      }
    >
      <form id="style-library-form" noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Input label="Name" required {...form.register('name')} error={form.formState.errors.name?.message} />
        <Textarea
          label="Description"
          rows={3}
          placeholder="e.g. loose watercolour washes, muted blues, visible paper texture"
          {...form.register('description')}
          error={form.formState.errors.description?.message}
        />
      </form>
    </Dialog>
  );
}
