// Kept apart from format.ts so screens that only need text helpers do not pull in date-fns.
export function initials(firstName?: string | null, lastName?: string | null, fallback = '?'): string {
  const letters = `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`.toUpperCase();
  return letters || fallback;
}

export function capitalize(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** `5,000`: every count the artist reads has thousands separators. */
export function formatCount(value: number | null | undefined): string {
  return integer.format(Number.isFinite(value) ? (value as number) : 0);
}

/** `1 item`, `5,000 items`; the plural defaults to the singular plus "s". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}
