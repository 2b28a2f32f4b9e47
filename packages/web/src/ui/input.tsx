import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { controlBorder, controlClasses, Field } from './field';

interface InputProps extends ComponentProps<'input'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  containerClassName?: string;
}

export function Input({ label, error, hint, id, className, containerClassName, ...props }: InputProps) {
  const generatedId = useId();
  return (
    <Field id={id ?? generatedId} label={label} error={error} hint={hint} className={containerClassName}>
      {(control) => (
        <input
          {...control}
          className={cn(controlClasses, controlBorder(error), 'h-11', className)}
          {...props}
        />
      )}
    </Field>
  );
}
