import { useCallback, useEffect } from 'react';

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave without saving?';

/**
 * Guards a form with unsaved changes: closing or reloading the tab asks the browser's question, and the
 * returned function asks before an in-app exit (Cancel) so a slip does not throw the edits away.
 */
export function useUnsavedChangesPrompt(dirty: boolean): () => boolean {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return useCallback(() => !dirty || window.confirm(UNSAVED_CHANGES_MESSAGE), [dirty]);
}
