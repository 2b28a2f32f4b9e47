import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { controlBorder, controlClasses, Field } from './field';

interface TextareaProps extends ComponentProps<'textarea'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  containerClassName?: string;
}

export function Textarea({
  label,
  error,
  hint,
  id,
  className,
  containerClassName,
  rows = 4,
  ...props
}: TextareaProps) {
  const generatedId = useId();
  return (
    <Field id={id ?? generatedId} label={label} error={error} hint={hint} className={containerClassName}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          className={cn(controlClasses, controlBorder(error), 'py-2.5', className)}
          {...props}
        />
      )}
    </Field>
  );
}
