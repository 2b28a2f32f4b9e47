import type { AddArtworkOutput } from './add-artwork-schema';

const EDITION_FIELDS = new Set(['edition_number', 'total_editions']);

/** Multipart as the spec sends it: text fields, empty ones left out, booleans as text, files under `images`. */
export function artworkFormData(values: AddArtworkOutput, files: File[]): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    // An original has no edition, whatever was typed before the box was ticked again.
    if (values.is_original !== false && EDITION_FIELDS.has(name)) continue;
    data.append(name, typeof value === 'boolean' ? String(value) : String(value));
  }
  for (const file of files) data.append('images', file);
  return data;
}
