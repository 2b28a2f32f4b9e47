import { useCallback, useEffect, useRef } from 'react';

/** The element a dialog gives focus back to, with what finds it again if it was re-rendered as a new node. */
interface Opener {
  element: HTMLElement;
  id: string;
  label: string | null;
  tag: string;
}

/**
 * The opener of a dialog that closed in the same render another one opened (choose a dealer, then
 * record its payments): the new dialog finds focus on <body> and inherits this instead.
 */
let handoff: Opener | null = null;

function remember(element: Element | null): Opener | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  return { element, id: element.id, label: element.getAttribute('aria-label'), tag: element.localName };
}

/** A virtualised list or a refetch may replace the opener with an equal node; a deleted row has none. */
function findAgain({ element, id, label, tag }: Opener): HTMLElement | null {
  if (element.isConnected) return element;
  const byId = id ? document.getElementById(id) : null;
  if (byId || !label) return byId;
  const same = document.querySelectorAll<HTMLElement>(
    `${tag}[aria-label="${label.replace(/["\\]/g, '\\$&')}"]`,
  );
  return same.length === 1 ? same[0]! : null;
}

/** Where a keyboard user picks up when the opener is gone: the page's heading, else the main region. */
function fallback(): HTMLElement | null {
  const main = document.getElementById('main-content') ?? document.querySelector('main');
  const heading = (main ?? document).querySelector<HTMLElement>('h1');
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    return heading;
  }
  return main instanceof HTMLElement ? main : null;
}

function tryFocus(target: HTMLElement | null): boolean {
  if (!target || (target as HTMLButtonElement).disabled) return false;
  target.focus();
  return document.activeElement === target;
}

/**
 * Focus return for a Radix dialog opened from state. Radix's modal content gives focus back only to
 * its own Dialog.Trigger and cancels FocusScope's return to the previously focused element, so with
 * no trigger (every dialog here opens from `open`) focus fell to <body>. Spread the handlers on
 * Dialog.Content.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<Opener | null>(null);

  // Runs as the dialog closes or unmounts, before a dialog opening in the same render mounts.
  useEffect(() => {
    if (!open) return;
    return () => {
      handoff = opener.current;
    };
  }, [open]);

  const onOpenAutoFocus = useCallback(() => {
    // Called before Radix moves focus into the dialog: the active element is still the opener.
    opener.current = remember(document.activeElement) ?? handoff;
    handoff = null;
  }, []);

  const onCloseAutoFocus = useCallback((event: Event) => {
    event.preventDefault();
    const from = opener.current;
    if (handoff === from) handoff = null;
    // Another dialog opened as this one closed and holds focus now (it took over this opener); or
    // StrictMode's rehearsal unmount, with this dialog still open.
    if (document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')) return;
    opener.current = null;
    if (!tryFocus(from && findAgain(from))) tryFocus(fallback());
  }, []);

  return { onOpenAutoFocus, onCloseAutoFocus };
}
