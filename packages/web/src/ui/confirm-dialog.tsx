import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { useSubmitLock } from './use-submit-lock';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busyLabel?: string;
  busy?: boolean;
  destructive?: boolean;
  /** Return the mutation's promise (`mutateAsync`) so a second click is ignored until it settles. */
  onConfirm: () => unknown;
}

/** Replaces window.confirm: focus is trapped, the question is read out and the red button names the loss. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  busyLabel,
  busy = false,
  destructive = false,
  onConfirm,
}: ConfirmDialogProps) {
  const confirmOnce = useSubmitLock();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={title}
      description={message}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            variant={destructive ? 'danger' : 'primary'}
            onClick={() => confirmOnce(onConfirm)}
            disabled={busy}
          >
            {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
          </Button>
        </>
      }
    />
  );
}
