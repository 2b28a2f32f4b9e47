import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { controlBorder, controlClasses, Field } from './field';

interface PasswordInputProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  containerClassName?: string;
  /** Names for the toggle; fields that hold something other than a password say so. */
  showLabel?: string;
  hideLabel?: string;
}

/** A password field with its own show/hide toggle; each instance toggles independently. */
export function PasswordInput({
  label,
  error,
  hint,
  id,
  className,
  containerClassName,
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  ...props
}: PasswordInputProps) {
  const generatedId = useId();
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <Field id={id ?? generatedId} label={label} error={error} hint={hint} className={containerClassName}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            type={visible ? 'text' : 'password'}
            className={cn(controlClasses, controlBorder(error), 'h-11 pr-12', className)}
            {...props}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? hideLabel : showLabel}
            aria-controls={control.id}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-stone-600 hover:text-stone-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
          >
            <Icon aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
    </Field>
  );
}
