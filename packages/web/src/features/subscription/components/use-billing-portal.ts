import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../lib/api-error';
import { createPortalSession } from '../api/create-portal-session';

/** Sends the browser to Stripe's billing portal; "Processing..." stays while the browser leaves. */
export function useBillingPortal() {
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      const url = await createPortalSession();
      if (!url) throw new Error('no portal url');
      window.location.assign(url);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to open the billing portal. Please try again.'));
      setBusy(false);
    }
  };
  return { open, busy };
}
