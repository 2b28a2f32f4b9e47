import {
  API_KEY_CHARACTERS_MESSAGE,
  API_KEY_REQUIRED,
  generateImageSchema,
  hasApiKeyCharacters,
  type StyleLibrary,
} from '@artledger/domain';
import { Sparkles } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { getOpenAiKey } from '../../../lib/openai-key';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { Spinner } from '../../../ui/spinner';
import { Textarea } from '../../../ui/textarea';
import { generationErrorMessage, useGenerateImage } from '../api/inspiration-api';
import { FileInput } from './file-input';
import { useSubmitLock } from '../../../ui/use-submit-lock';

const EMPTY = { prompt: '', title: '', description: '', tags: '' };

interface GenerateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  libraries: StyleLibrary[];
}

/** The one place the page reads the user's key, so where it is kept can change in one function. */
function readApiKey(): string | null {
  return getOpenAiKey()?.trim() || null;
}

export function GenerateDialog({ open, onOpenChange, libraries }: GenerateDialogProps) {
  const [values, setValues] = useState(EMPTY);
  const [reference, setReference] = useState<File | null>(null);
  const [referenceKey, setReferenceKey] = useState(0);
  const [libraryId, setLibraryId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useGenerateImage();
  const generateButton = useRef<HTMLButtonElement>(null);
  // The button is disabled while generating, so focus falls to the dialog; a failed generation gives it
  // back to Generate, where Enter tries again.
  useEffect(() => {
    if (mutation.isError && !mutation.isPending) generateButton.current?.focus();
  }, [mutation.isError, mutation.isPending]);
  const hasKey = open && readApiKey() !== null;

  const close = (next: boolean) => {
    if (mutation.isPending) return;
    if (!next) {
      setValues(EMPTY);
      setReference(null);
      setLibraryId('');
      setErrors({});
      setFailure(null);
    }
    onOpenChange(next);
  };

  const chooseLibrary = (id: string) => {
    setLibraryId(id);
    // A library steers the style; a reference chosen earlier would pull the other way.
    if (id) {
      setReference(null);
      setReferenceKey((k) => k + 1);
    }
  };

  const submitOnce = useSubmitLock();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const apiKey = readApiKey();
    if (!apiKey) {
      toast.error(API_KEY_REQUIRED);
      setFailure(API_KEY_REQUIRED);
      return;
    }
    const title = values.title.trim() || (reference ? `Generated from ${reference.name}` : '');
    const parsed = generateImageSchema.safeParse({ ...values, title, apiKey });
    const found: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    // The stored key has no field here: what is wrong with it is said where the other failures are.
    const { apiKey: schemaKeyError, ...fieldErrors } = found;
    const keyError = schemaKeyError ?? (hasApiKeyCharacters(apiKey) ? undefined : API_KEY_CHARACTERS_MESSAGE);
    setErrors(fieldErrors);
    if (keyError) {
      toast.error(keyError);
      setFailure(keyError);
      return;
    }
    if (Object.keys(fieldErrors).length > 0) return;
    // One generation per submit: a second Enter before the button rendered disabled asked OpenAI (and
    // the artist's account) for a second image.
    submitOnce(() =>
      mutation
        .mutateAsync({
          ...values,
          title,
          apiKey,
          referenceImage: reference,
          styleLibraryId: libraryId ? Number(libraryId) : null,
        })
        .then(
          () => close(false),
          (error: unknown) => {
            const message = generationErrorMessage(error);
            setFailure(message);
            toast.error(message);
          },
        ),
    );
  };

  const field = (key: keyof typeof EMPTY) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [key]: event.target.value })),
    error: errors[key],
    disabled: mutation.isPending,
  });

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Generate Image"
      description="Describe the image; OpenAI draws it with your own API key."
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button ref={generateButton} type="submit" form="generate-image-form" disabled={mutation.isPending}>
            <Sparkles aria-hidden="true" className="size-4" />
            {mutation.isPending ? 'Generating...' : 'Generate'}
          </Button>
        </>
      }
    >
      <form id="generate-image-form" noValidate onSubmit={submit} className="flex flex-col gap-4">
        {open && !hasKey && (
          <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {API_KEY_REQUIRED}.{' '}
            <Link to="/profile" className="font-medium underline">
              Open profile settings
            </Link>
          </p>
        )}
        <Textarea
          label="Prompt"
          rows={4}
          required
          placeholder="A misty harbour at dawn, loose watercolour"
          {...field('prompt')}
        />
        <Input label="Title" required {...field('title')} />
        <Textarea label="Description" rows={2} {...field('description')} />
        <Input label="Tags" hint="Comma-separated" {...field('tags')} />
        <Select
          label="Style library"
          value={libraryId}
          onChange={(event) => chooseLibrary(event.target.value)}
          options={[
            { value: '', label: 'None' },
            ...libraries.map((l) => ({ value: String(l.id), label: l.name })),
          ]}
          disabled={mutation.isPending}
        />
        <FileInput
          label="Reference image (optional)"
          file={reference}
          onChange={setReference}
          resetKey={referenceKey}
          hint="Without a title, the title becomes “Generated from” and the file name."
        />
        {mutation.isPending && (
          <div
            aria-live="polite"
            className="flex items-center gap-3 rounded-lg bg-indigo-50 px-3 py-3 text-sm text-indigo-900"
          >
            <Spinner label="Generating" className="size-5" />
            Generating your image… this can take up to a minute.
          </div>
        )}
        {failure && !mutation.isPending && (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        )}
      </form>
    </Dialog>
  );
}
