import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

// While the report is open, printing shows only the report: every other child of <body> (the app root,
// the dialog and its overlay) is hidden, and the page is white. Tailwind generates these from this file.
const PRINT_ONLY_REPORT = ['print:bg-white', 'print:[&>*:not([data-print-report])]:hidden!'];

/** Renders its children straight under <body>, invisible on screen and the only thing on paper. */
export function PrintPortal({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.body.classList.add(...PRINT_ONLY_REPORT);
    return () => document.body.classList.remove(...PRINT_ONLY_REPORT);
  }, []);
  return createPortal(
    <div data-print-report="" className="hidden bg-white text-black print:block">
      {/* Sixteen columns fit a landscape page. */}
      <style>{'@page { size: landscape; margin: 12mm; }'}</style>
      {children}
    </div>,
    document.body,
  );
}
