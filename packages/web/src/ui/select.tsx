import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { controlBorder, controlClasses, Field } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps extends ComponentProps<'select'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice such as "Select a dealer"; omitted when every value is meaningful. */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  containerClassName?: string;
}

/** A native select: the platform picker is the most usable one on touch screens. */
export function Select({
  label,
  options,
  placeholder,
  error,
  hint,
  id,
  className,
  containerClassName,
  ...props
}: SelectProps) {
  const generatedId = useId();
  return (
    <Field id={id ?? generatedId} label={label} error={error} hint={hint} className={containerClassName}>
      {(control) => (
        <select
          {...control}
          className={cn(controlClasses, controlBorder(error), 'h-11', className)}
          {...props}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
