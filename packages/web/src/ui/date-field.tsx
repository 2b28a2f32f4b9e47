import type { ComponentProps, ReactNode } from 'react';
import { Input } from './input';

interface DateFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  containerClassName?: string;
}

/**
 * The spec's date picker. A labelled native date input gives a calendar on every platform, keyboard
 * entry and screen-reader support for free, and its value is already the yyyy-MM-dd the API takes.
 */
export function DateField(props: DateFieldProps) {
  return <Input type="date" {...props} />;
}
