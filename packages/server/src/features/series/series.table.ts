import type { Generated } from 'kysely';

export interface SeriesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  name_lower: string;
  description: string | null;
  year: number | null;
  created_at: string;
}
