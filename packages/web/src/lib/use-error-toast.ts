import { useEffect } from 'react';
import toast from 'react-hot-toast';

/** One toast per failure (the id dedupes re-renders and retries of the same query). */
export function useErrorToast(failed: boolean, message: string, id: string) {
  useEffect(() => {
    if (failed) toast.error(message, { id });
  }, [failed, message, id]);
}
