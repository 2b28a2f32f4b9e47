import type { Generated, Selectable } from 'kysely';

export interface SeriesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  name_lower: string;
  description: string | null;
  year: number | null;
  created_at: string;
}

export type SeriesRow = Selectable<SeriesTable>;
