import { useId } from 'react';
import { Field } from '../../../ui/field';

interface FileInputProps {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  hint?: string;
  /** Changing it empties the native input (after a reset, or when a library clears the reference). */
  resetKey?: number;
}

export function FileInput({ label, file, onChange, error, hint, resetKey }: FileInputProps) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <div>
          <input
            {...control}
            key={resetKey}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
            className="block w-full min-w-0 text-sm text-stone-700 file:mr-3 file:h-10 file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-3 file:text-sm file:font-medium file:text-stone-800 hover:file:bg-stone-50"
          />
          {file && <p className="mt-1 truncate text-xs text-stone-600">{file.name}</p>}
        </div>
      )}
    </Field>
  );
}

export function withoutExtension(name: string): string {
  return name.replace(/\.[^.]+$/, '');
}
