import { cn } from '../lib/cn';

/** The word mark; decorative glyph plus the product name as real text. */
export function Logo({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" className={inverse ? 'fill-white' : 'fill-indigo-600'} />
        <path
          d="M9 23 16 8l7 15M11.8 17h8.4"
          fill="none"
          className={inverse ? 'stroke-indigo-700' : 'stroke-white'}
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={cn('text-lg', inverse ? 'text-white' : 'text-stone-900')}>ArtLedger</span>
    </span>
  );
}
