import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, vi } from 'vitest';

// findBy… and waitFor wait up to 5 s instead of 1: a lazily loaded piece (the unsaved-changes dialog, a page's
// chunk) is transformed by Vite on its first import, which on a loaded machine took longer than a second.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks the layout APIs Radix and react-hot-toast reach for; these stand-ins are inert.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  toast.remove();
  localStorage.clear();
});
