import { cn } from '../lib/cn';

/** The spec asks for a credit to the design studio on the sign-in page and the landing footer. */
export const DESIGN_STUDIO = 'Northlight Studio';

export function DesignCredit({ className }: { className?: string }) {
  return <p className={cn('text-xs text-stone-600', className)}>Designed by {DESIGN_STUDIO}</p>;
}
