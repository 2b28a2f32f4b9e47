import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('rounded-xl border border-stone-200 bg-white shadow-xs', className)} {...props} />
  );
}

export function CardSection({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section className={cn('rounded-xl border border-stone-200 bg-white shadow-xs', className)} {...props} />
  );
}
