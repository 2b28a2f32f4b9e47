import { useFormContext } from 'react-hook-form';
import type { AddArtworkValues } from '../add-artwork-schema';

/** Registers a field that clears its own error when edited, and hands back that error's text. */
export function useArtworkField() {
  const { register, clearErrors, formState } = useFormContext<AddArtworkValues>();
  return (name: keyof AddArtworkValues) => ({
    ...register(name, { onChange: () => clearErrors(name) }),
    error: formState.errors[name]?.message,
  });
}
