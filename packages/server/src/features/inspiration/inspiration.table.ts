import type { Generated, Selectable } from 'kysely';

export interface InspirationImagesTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  description: string | null;
  prompt: string | null;
  tags: string | null;
  source: string | null;
  image_type: 'generated' | 'uploaded';
  /** Stored file name under uploads/inspiration; its thumbnails are thumbnails/thumb_{image_path} and small_{image_path}. */
  image_path: string;
  created_at: string;
}

export interface StyleLibrariesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  description: string | null;
  created_at: string;
  updated_at: string;
}

export interface StyleLibraryImagesTable {
  id: Generated<number>;
  /** Kept beside library_id so every query can filter by owner without a join. */
  user_id: number;
  library_id: number;
  title: string | null;
  description: string | null;
  /** Stored file name under uploads/inspiration, like the inspiration images. */
  image_path: string;
  created_at: string;
}

export type InspirationImageRow = Selectable<InspirationImagesTable>;
export type StyleLibraryRow = Selectable<StyleLibrariesTable>;
export type StyleLibraryImageRow = Selectable<StyleLibraryImagesTable>;
