import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Input } from '../../../ui/input';
import { Textarea } from '../../../ui/textarea';
import { useSubmitLock } from '../../../ui/use-submit-lock';
import { useCreateSeries } from '../api/create-series';

const schema = z.object({
  name: z.string().trim().min(1, 'Series name is required'),
  description: z.string(),
  year: z.string().refine((v) => {
    if (v.trim() === '') return true;
    const year = Number(v);
    return Number.isInteger(year) && year >= 1000 && year <= new Date().getFullYear();
  }, 'Please enter a valid year'),
});
type Values = z.input<typeof schema>;

export function CreateSeriesDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const create = useCreateSeries();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !create.isPending && onOpenChange(next)}
      title="Create New Series"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="series-form" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create Series'}
          </Button>
        </>
      }
    >
      {/* The promise holds the form's submit lock until the POST settles: a double click sent two (201, then 409). */}
      <SeriesForm onSubmit={(body) => create.mutateAsync(body).then(() => onOpenChange(false))} />
    </Dialog>
  );
}

function SeriesForm({
  onSubmit,
}: {
  onSubmit: (body: { name: string; description?: string; year?: number }) => Promise<unknown>;
}) {
  const { register, handleSubmit, clearErrors, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', description: '', year: '' },
    reValidateMode: 'onSubmit',
  });
  const field = (name: keyof Values) => register(name, { onChange: () => clearErrors(name) });
  const submitOnce = useSubmitLock();
  return (
    <form
      id="series-form"
      noValidate
      aria-label="Create New Series"
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        submitOnce(
          handleSubmit(({ name, description, year }) =>
            // Empty description and year are left out of the call, as the spec asks.
            onSubmit({
              name: name.trim(),
              ...(description.trim() ? { description: description.trim() } : {}),
              ...(year.trim() ? { year: Number(year) } : {}),
            }),
          ),
        );
      }}
    >
      <Input label="Series Name" error={formState.errors.name?.message} {...field('name')} />
      <Textarea label="Description" rows={3} {...field('description')} />
      <Input
        label="Year"
        type="number"
        inputMode="numeric"
        min={1000}
        max={new Date().getFullYear()}
        error={formState.errors.year?.message}
        {...field('year')}
      />
    </form>
  );
}
