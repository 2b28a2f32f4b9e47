import { inspirationUploadSchema } from '@artledger/domain';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../lib/api-error';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Input } from '../../../ui/input';
import { Textarea } from '../../../ui/textarea';
import { useUploadInspiration } from '../api/inspiration-api';
import { FileInput, withoutExtension } from './file-input';
import { useSubmitLock } from '../../../ui/use-submit-lock';

const EMPTY = { title: '', description: '', tags: '', source: '' };

export function UploadDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [values, setValues] = useState(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useUploadInspiration();

  const close = (next: boolean) => {
    if (mutation.isPending) return;
    if (!next) {
      setValues(EMPTY);
      setFile(null);
      setErrors({});
    }
    onOpenChange(next);
  };

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    if (chosen && !values.title.trim()) setValues((v) => ({ ...v, title: withoutExtension(chosen.name) }));
  };

  const submitOnce = useSubmitLock();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = inspirationUploadSchema.safeParse(values);
    const found: Record<string, string> = {};
    if (!file) found.image = 'Please select an image';
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    setErrors(found);
    if (Object.keys(found).length > 0 || !file) return;
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) form.append(key, value);
    form.append('image', file);
    // One upload per submit, even for a second Enter before the button rendered disabled.
    submitOnce(() =>
      mutation.mutateAsync(form).then(
        () => close(false),
        (error: unknown) => toast.error(errorMessage(error, 'Failed to upload image')),
      ),
    );
  };

  const field = (key: keyof typeof EMPTY) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [key]: event.target.value })),
    error: errors[key],
  });

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Upload Inspiration Image"
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="upload-inspiration-form" disabled={mutation.isPending}>
            {mutation.isPending ? 'Uploading...' : 'Upload Image'}
          </Button>
        </>
      }
    >
      <form id="upload-inspiration-form" noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FileInput
          label="Image"
          file={file}
          onChange={chooseFile}
          error={errors.image}
          hint="JPEG, PNG or WebP, up to 10 MB"
        />
        <Input label="Title" required {...field('title')} />
        <Textarea label="Description" rows={3} {...field('description')} />
        <Input label="Tags" hint="Comma-separated, e.g. landscape, blue" {...field('tags')} />
        <Input label="Source" placeholder="Where it came from" {...field('source')} />
      </form>
    </Dialog>
  );
}
