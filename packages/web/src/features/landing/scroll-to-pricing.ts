// Imports nothing: a guest's landing page uses it without the app (app/landing-start.ts) and the app's hero
// with it, and a module shared with the app's chunks would be wrapped into each of them.

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Glides to the pricing section instead of the browser's jump (unless the visitor asked for less motion),
 * and takes keyboard focus along so the next Tab continues from the plans. False when the page has none.
 */
export function scrollToPricing(): boolean {
  const target = document.getElementById('pricing');
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  history.replaceState(history.state, '', '#pricing');
  return true;
}
