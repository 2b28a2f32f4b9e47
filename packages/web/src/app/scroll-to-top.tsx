import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A new page starts at its top, as a full page load would; in-page anchors keep their own scrolling. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
