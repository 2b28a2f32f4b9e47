import { artworkCreateSchema, creationDateSchema } from '@artledger/domain';
import type { z } from 'zod';
import { localToday } from '../../lib/local-date';

/**
 * The server's schema and messages, with one change: "in the future" is judged on the artist's own
 * calendar (the server allows a day of slack for time zones).
 */
export const addArtworkSchema = artworkCreateSchema.safeExtend({
  year_created: creationDateSchema(localToday),
});

export type AddArtworkValues = {
  title: string;
  medium: string;
  description: string;
  category_id: string;
  series_id: string;
  year_created: string;
  dimensions_width: string;
  dimensions_height: string;
  dimensions_depth: string;
  dimensions_unit: 'inches' | 'cm';
  status: string;
  location: string;
  price: string;
  cost_to_create: string;
  insurance_value: string;
  is_original: boolean;
  edition_number: string;
  total_editions: string;
  tags: string;
  notes: string;
  condition_notes: string;
};

export type AddArtworkOutput = z.output<typeof addArtworkSchema>;

export const EMPTY_ARTWORK: AddArtworkValues = {
  title: '',
  medium: '',
  description: '',
  category_id: '',
  series_id: '',
  year_created: '',
  dimensions_width: '',
  dimensions_height: '',
  dimensions_depth: '',
  dimensions_unit: 'inches',
  status: 'available',
  location: '',
  price: '',
  cost_to_create: '',
  insurance_value: '',
  is_original: true,
  edition_number: '',
  total_editions: '',
  tags: '',
  notes: '',
  condition_notes: '',
};
