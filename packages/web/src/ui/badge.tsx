import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export type BadgeTone =
  'green' | 'gray' | 'blue' | 'yellow' | 'violet' | 'red' | 'slate' | 'indigo' | 'orange' | 'purple';

const tones: Record<BadgeTone, string> = {
  green: 'bg-green-100 text-green-800 ring-green-600/20',
  gray: 'bg-stone-100 text-stone-700 ring-stone-500/20',
  blue: 'bg-blue-100 text-blue-800 ring-blue-600/20',
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-600/30',
  violet: 'bg-violet-100 text-violet-800 ring-violet-600/20',
  red: 'bg-red-100 text-red-800 ring-red-600/20',
  slate: 'bg-slate-200 text-slate-800 ring-slate-600/20',
  indigo: 'bg-indigo-100 text-indigo-800 ring-indigo-600/20',
  orange: 'bg-orange-100 text-orange-800 ring-orange-600/20',
  purple: 'bg-purple-100 text-purple-800 ring-purple-600/20',
};

export function Badge({
  tone = 'gray',
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
