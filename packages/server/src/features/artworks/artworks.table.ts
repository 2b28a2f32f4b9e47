import type { Generated, Selectable } from 'kysely';
import type { ArtworkStatus, DimensionUnit } from '@artledger/domain';

export interface CategoriesTable {
  id: number;
  name: string;
}

export interface ArtworksTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  description: string | null;
  category_id: number | null;
  series_id: number | null;
  medium: string;
  dimensions_width: number | null;
  dimensions_height: number | null;
  dimensions_depth: number | null;
  dimensions_unit: DimensionUnit;
  /** The creation date the artist chose, yyyy-MM-dd. */
  year_created: string | null;
  status: ArtworkStatus;
  location: string | null;
  price_cents: number | null;
  cost_to_create_cents: number | null;
  insurance_value_cents: number | null;
  /** 0/1 so both databases answer the same. */
  is_original: number;
  edition_number: number | null;
  total_editions: number | null;
  tags: string | null;
  notes: string | null;
  condition_notes: string | null;
  created_at: string;
  updated_at: string;
  /**
   * Where the gallery shows the work, kept by syncGalleryPlacement in the transaction of every write
   * that moves it: 0 studio, 1 with a dealer, 2 sold; null = not placed (counted nowhere) yet.
   */
  gallery_section: Generated<GallerySection | null>;
  /** The dealer holding the work (section 1), copied so the active tab's order is an index's order. */
  gallery_dealer_id: Generated<number | null>;
  gallery_dealer_name: Generated<string | null>;
  /** The sale date in section 2 ('' when sold without a recorded sale, and outside section 2). */
  gallery_sold_on: Generated<string>;
  /** What the work adds to its section's total in gallery_sections. */
  gallery_value_cents: Generated<number>;
}

export type GallerySection = 0 | 1 | 2;
/** gallery_section's values (see the gallery-order migration); the search index keeps a copy of them. */
export const GALLERY_SECTION = { studio: 0, withDealer: 1, sold: 2 } as const satisfies Record<
  string,
  GallerySection
>;

/** Per user and section (one per dealer holding works), the count and value the gallery headers show. */
export interface GallerySectionsTable {
  user_id: number;
  section: GallerySection;
  /** 0 outside section 1. */
  dealer_id: number;
  artwork_count: number;
  value_cents: number;
}

/** Per user, the number of artwork rows (kept by triggers on artworks, migration 2026-11-24T0910). */
export interface ArtworkCountsTable {
  user_id: number;
  artwork_count: number;
}

/**
 * Per user, status and stored placement, the count and gallery value of the rows (kept by triggers on
 * artworks). section -1: not placed yet; dealer_id 0 outside section 1.
 */
export interface ArtworkStatusTotalsTable {
  user_id: number;
  status: string;
  section: GallerySection | -1;
  dealer_id: number;
  artwork_count: number;
  value_cents: number;
}

export interface ArtworkImagesTable {
  id: Generated<number>;
  artwork_id: number;
  user_id: number;
  /** Stored file name under uploads/artworks; its thumbnails are thumbnails/thumb_{image_path} and small_{image_path}. */
  image_path: string;
  width: number;
  height: number;
  size_bytes: number;
  sort_order: number;
  created_at: string;
}

export type ArtworkRow = Selectable<ArtworksTable>;
export type ArtworkImageRow = Selectable<ArtworkImagesTable>;
