import { useId, type ComponentProps, type ReactNode } from 'react';

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
}

export function Checkbox({ label, hint, id, ...props }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className="flex items-start gap-3">
      <input
        id={inputId}
        type="checkbox"
        aria-describedby={hint ? `${inputId}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 rounded border-stone-300 accent-indigo-600"
        {...props}
      />
      <div>
        <label htmlFor={inputId} className="text-sm font-medium text-stone-800">
          {label}
        </label>
        {hint && (
          <p id={`${inputId}-hint`} className="text-xs text-stone-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
