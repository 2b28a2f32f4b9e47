// Imports nothing: a guest's landing page uses it without the app (app/landing-start.ts) and the app's hero
// with it, and a module shared with the app's chunks would be wrapped into each of them.

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The click handler of a link to `#pricing`: glides to the pricing section instead of the browser's jump
 * (unless the visitor asked for less motion), and takes keyboard focus along so the next Tab continues
 * from the plans. A page without the section leaves the click to the browser.
 */
export function scrollToPricing(event: Pick<Event, 'preventDefault'>): void {
  const target = document.getElementById('pricing');
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  history.replaceState(history.state, '', '#pricing');
}
