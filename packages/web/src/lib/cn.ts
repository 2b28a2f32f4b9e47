/** Joins class names, skipping falsy ones, so conditional Tailwind classes stay readable. */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
