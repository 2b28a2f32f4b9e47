import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

const MAX_VISIBLE_TOASTS = 20;

/** Top right, 4 s (2 s for successes), never more than 20 on screen: the spec's toast rules. */
export function AppToaster() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    // The store lists the newest first, so everything past the limit is the oldest.
    toasts
      .filter((t) => t.visible)
      .slice(MAX_VISIBLE_TOASTS)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);

  // Outside #root, in a container that Radix's aria-hidden leaves alone (it skips [aria-live] nodes), so a
  // toast raised while a dialog is open is still announced. Each toast is its own polite status region.
  return createPortal(
    <div aria-live="off" data-toaster="">
      <Toaster
        position="top-right"
        toastOptions={{
          duration: 4000,
          success: { duration: 2000 },
          style: { fontSize: '14px', color: '#1c1917', border: '1px solid #e7e5e4', borderRadius: '10px' },
        }}
      />
    </div>,
    document.body,
  );
}
