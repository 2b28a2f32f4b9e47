import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A new page starts at its top, as a full page load would; in-page anchors keep their own scrolling. Not on
 * the app's first render: the page loaded is where the browser put it, and the landing page, painted from
 * its HTML before the app starts, may already have been scrolled.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (shown.current !== null && shown.current !== pathname) window.scrollTo(0, 0);
    shown.current = pathname;
  }, [pathname]);
  return null;
}
