import { ARTWORK_STATUSES, creationDateSchema, isValidCalendarDate, type Artwork } from '@artledger/domain';
import { z } from 'zod';
import { localToday } from '../../../lib/local-date';

export const editSchema = z.object({
  title: z.string().trim().min(1, 'Title is required'),
  status: z.enum(ARTWORK_STATUSES),
  medium: z.string().trim().min(1, 'Medium is required'),
  year_created: creationDateSchema(localToday),
  location: z.string(),
  price: z
    .string()
    .refine(
      (v) => v.trim() === '' || (Number.isFinite(Number(v)) && Number(v) >= 0),
      'Price must be a positive number',
    ),
  description: z.string(),
  notes: z.string(),
  condition_notes: z.string(),
});

export type EditValues = z.input<typeof editSchema>;
export type EditField = keyof EditValues;

/**
 * A creation date recorded as a year alone ("2024", as imported accounts hold it) that a date input cannot
 * show; null for a full date or none.
 */
export function yearOnlyCreation(a: Artwork): string | null {
  return a.year_created && !isValidCalendarDate(a.year_created) ? a.year_created : null;
}

export function editDefaults(a: Artwork): EditValues {
  return {
    title: a.title,
    status: a.status,
    medium: a.medium,
    // The input would show a bare year as empty, and it would then fail "Please enter a valid date" on every
    // save; left empty and untouched it is not sent, so the stored year stays until a date is picked.
    year_created: yearOnlyCreation(a) === null ? (a.year_created ?? '') : '',
    location: a.location ?? '',
    price: a.price == null ? '' : String(a.price),
    description: a.description ?? '',
    notes: a.notes ?? '',
    condition_notes: a.condition_notes ?? '',
  };
}

/** Only what the artist changed goes to the server; an emptied field is sent as null to clear it. */
export function changedFields(before: EditValues, after: EditValues): Record<string, string | number | null> {
  const changes: Record<string, string | number | null> = {};
  for (const key of Object.keys(after) as EditField[]) {
    const value = String(after[key] ?? '').trim();
    if (value === String(before[key] ?? '').trim()) continue;
    if (value === '') changes[key] = null;
    else changes[key] = key === 'price' ? Number(value) : value;
  }
  return changes;
}
