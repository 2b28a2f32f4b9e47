import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useReturnFocus } from './return-focus';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

const widths = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl' };

/**
 * Radix traps focus and closes on Esc; we add the look, and give focus back to whatever opened the
 * dialog (Radix would only return it to a Dialog.Trigger, and these dialogs open from state).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
}: DialogProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-stone-900/40 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <RadixDialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
            'rounded-xl border border-stone-200 bg-white shadow-xl focus:outline-none',
            'data-[state=open]:animate-[dialog-in_150ms_ease-out]',
            widths[size],
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...returnFocus}
        >
          <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-6 py-4">
            {/* min-w-0 lets a long unbroken name wrap instead of pushing the close button off the dialog. */}
            <div className="min-w-0">
              <RadixDialog.Title className="text-lg font-semibold text-stone-900">{title}</RadixDialog.Title>
              {description && (
                <RadixDialog.Description className="mt-1 text-sm text-stone-600">
                  {description}
                </RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close
              aria-label="Close"
              className="-mr-2 flex shrink-0 size-10 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          {children && <div className="overflow-y-auto px-6 py-5">{children}</div>}
          {footer && (
            <div className="flex flex-col-reverse gap-3 border-t border-stone-200 px-6 py-4 sm:flex-row sm:justify-end">
              {footer}
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
