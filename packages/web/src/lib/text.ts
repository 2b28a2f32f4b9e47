// Kept apart from format.ts so screens that only need text helpers do not pull in date-fns.
export function initials(firstName?: string | null, lastName?: string | null, fallback = '?'): string {
  const letters = `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`.toUpperCase();
  return letters || fallback;
}

export function capitalize(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}
