import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

// The dialog (Radix and its focus and scroll locks) stays out of the entry bundle that every page,
// the landing included, downloads; it is fetched as soon as some form becomes dirty.
const loadDialog = () => import('../ui/confirm-dialog');
const ConfirmDialog = lazy(() => loadDialog().then((m) => ({ default: m.ConfirmDialog })));

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave without saving?';

interface Registry {
  setDirty: (id: string, dirty: boolean) => void;
  /** Runs `leave` at once when nothing is dirty, else after the artist chooses Leave. */
  confirm: (dirty: boolean, leave: () => void) => void;
}

const UnsavedChangesContext = createContext<Registry | null>(null);

/**
 * One navigation blocker for the whole app: a router honours a single blocker, and a page may hold
 * several forms (profile details and credentials), so forms register their dirty state here and this
 * one place asks. In-app links, Back/Forward and an explicit Cancel ask with the app's dialog; closing or
 * reloading the tab can only get the browser's own question.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const dirtyForms = useRef(new Set<string>());
  const [pendingLeave, setPendingLeave] = useState<(() => void) | null>(null);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyForms.current.size > 0 && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (dirtyForms.current.size > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const registry = useMemo<Registry>(
    () => ({
      setDirty: (id, dirty) => {
        if (dirty) {
          dirtyForms.current.add(id);
          void loadDialog();
        } else dirtyForms.current.delete(id);
      },
      confirm: (dirty, leave) => {
        if (dirty) setPendingLeave(() => leave);
        else leave();
      },
    }),
    [],
  );

  const blocked = blocker.state === 'blocked';
  const asking = blocked || pendingLeave !== null;
  const stay = () => {
    if (blocked) blocker.reset();
    setPendingLeave(null);
  };
  const leave = () => {
    if (blocked) blocker.proceed();
    pendingLeave?.();
    setPendingLeave(null);
  };

  return (
    <UnsavedChangesContext.Provider value={registry}>
      {children}
      {asking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && stay()}
            title="Unsaved changes"
            message={UNSAVED_CHANGES_MESSAGE}
            cancelLabel="Stay"
            confirmLabel="Leave"
            destructive
            onConfirm={leave}
          />
        </Suspense>
      )}
    </UnsavedChangesContext.Provider>
  );
}

export interface UnsavedChangesPrompt {
  /** Call before leaving on purpose after a successful save, so the save's own navigation is not asked. */
  allowLeave: () => void;
  /** For an in-page exit (a Cancel that closes the form): asks first while dirty, then runs `leave`. */
  confirmLeave: (leave: () => void) => void;
}

/**
 * Guards a form with unsaved changes: while `dirty`, leaving the page by a link, Back/Forward or a
 * Cancel asks "Leave"/"Stay" first, and closing the tab asks the browser's question.
 */
export function useUnsavedChangesPrompt(dirty: boolean): UnsavedChangesPrompt {
  const registry = useContext(UnsavedChangesContext);
  if (!registry) throw new Error('useUnsavedChangesPrompt needs an UnsavedChangesProvider above it');
  const id = useId();
  const released = useRef(false);

  useEffect(() => {
    if (!dirty) {
      released.current = false;
      return;
    }
    if (released.current) return;
    registry.setDirty(id, true);
    return () => registry.setDirty(id, false);
  }, [dirty, id, registry]);

  return useMemo(
    () => ({
      allowLeave: () => {
        released.current = true;
        registry.setDirty(id, false);
      },
      confirmLeave: (leave) => registry.confirm(dirty && !released.current, leave),
    }),
    [dirty, id, registry],
  );
}
