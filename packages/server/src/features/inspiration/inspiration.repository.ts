import { sql } from 'kysely';
import {
  INSPIRATION_PAGE_DEFAULT,
  type InspirationImage,
  type InspirationListQuery,
  type StyleLibrary,
  type StyleLibraryImage,
} from '@artledger/domain';
import type { Db } from '../../db/database.js';
import { containsPattern } from '../../lib/sql.js';
import { storedImageKeys } from '../../lib/stored-images.js';
import type {
  InspirationImageRow,
  InspirationImagesTable,
  StyleLibraryImageRow,
  StyleLibraryRow,
} from './inspiration.table.js';

export function toInspirationDto(row: InspirationImageRow): InspirationImage {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    prompt: row.prompt,
    tags: row.tags,
    source: row.source,
    image_type: row.image_type,
    image_path: row.image_path,
    created_at: row.created_at,
  };
}

function toLibraryImageDto(row: StyleLibraryImageRow): StyleLibraryImage {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image_path: row.image_path,
    created_at: row.created_at,
  };
}

/** The user's images matching the filters, newest first, one page (the default page without a limit). */
export async function listInspirationImages(
  db: Db,
  userId: number,
  query: InspirationListQuery,
): Promise<InspirationImage[]> {
  const rows = await matchingImages(db, userId, query)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit ?? INSPIRATION_PAGE_DEFAULT)
    .offset(query.offset ?? 0)
    .execute();
  return rows.map(toInspirationDto);
}

/** How many images match the filters (an index range for the user's images, at most a few thousand). */
export async function countInspirationImages(db: Db, userId: number, query: InspirationListQuery) {
  const row = await matchingImages(db, userId, query)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function matchingImages(db: Db, userId: number, query: InspirationListQuery) {
  let q = db.selectFrom('inspiration_images').where('user_id', '=', userId);
  if (query.type && query.type !== 'all') q = q.where('image_type', '=', query.type);
  if (query.search) {
    const pattern = containsPattern(query.search);
    q = q.where((eb) =>
      eb.or(
        (['title', 'description', 'tags', 'prompt'] as const).map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return q;
}

export async function insertInspirationImage(
  db: Db,
  values: Omit<InspirationImagesTable, 'id'>,
): Promise<InspirationImage> {
  const row = await db
    .insertInto('inspiration_images')
    .values(values)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toInspirationDto(row);
}

export function findInspirationImage(db: Db, userId: number, id: number) {
  return db
    .selectFrom('inspiration_images')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function deleteInspirationImageRow(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('inspiration_images')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function findStyleLibrary(db: Db, userId: number, id: number): Promise<StyleLibraryRow | undefined> {
  return db
    .selectFrom('style_libraries')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function listLibraryImageRows(db: Db, userId: number, libraryIds: number[]) {
  if (libraryIds.length === 0) return Promise.resolve([] as StyleLibraryImageRow[]);
  return db
    .selectFrom('style_library_images')
    .selectAll()
    .where('user_id', '=', userId)
    .where('library_id', 'in', libraryIds)
    .orderBy('library_id')
    .orderBy('id')
    .execute();
}

/** Libraries newest first, each with its image count and its first `previewCount` images. */
export async function listStyleLibraries(
  db: Db,
  userId: number,
  previewCount: number,
): Promise<StyleLibrary[]> {
  const libraries = await db
    .selectFrom('style_libraries')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const images = await listLibraryImageRows(
    db,
    userId,
    libraries.map((l) => l.id),
  );
  const byLibrary = new Map<number, StyleLibraryImageRow[]>();
  for (const image of images) {
    const list = byLibrary.get(image.library_id) ?? [];
    list.push(image);
    byLibrary.set(image.library_id, list);
  }
  return libraries.map((library) => {
    const own = byLibrary.get(library.id) ?? [];
    return toLibraryDto(library, own.slice(0, previewCount), own.length);
  });
}

export function toLibraryDto(
  row: StyleLibraryRow,
  images: StyleLibraryImageRow[],
  count: number,
): StyleLibrary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image_count: count,
    images: images.map(toLibraryImageDto),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function getStyleLibrary(db: Db, userId: number, id: number): Promise<StyleLibrary | undefined> {
  const row = await findStyleLibrary(db, userId, id);
  if (!row) return undefined;
  const images = await listLibraryImageRows(db, userId, [id]);
  return toLibraryDto(row, images, images.length);
}

export function insertStyleLibrary(
  db: Db,
  values: {
    user_id: number;
    name: string;
    description: string | null;
    created_at: string;
    updated_at: string;
  },
) {
  return db.insertInto('style_libraries').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateStyleLibraryRow(
  db: Db,
  userId: number,
  id: number,
  values: { name: string; description: string | null; updated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('style_libraries')
    .set(values)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteStyleLibraryRow(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('style_libraries')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function insertStyleLibraryImage(
  db: Db,
  values: Omit<StyleLibraryImageRow, 'id'>,
): Promise<StyleLibraryImage> {
  const row = await db
    .insertInto('style_library_images')
    .values(values)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toLibraryImageDto(row);
}

export function findStyleLibraryImage(db: Db, userId: number, libraryId: number, imageId: number) {
  return db
    .selectFrom('style_library_images')
    .selectAll()
    .where('user_id', '=', userId)
    .where('library_id', '=', libraryId)
    .where('id', '=', imageId)
    .executeTakeFirst();
}

export async function deleteStyleLibraryImageRow(db: Db, userId: number, imageId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('style_library_images')
    .where('user_id', '=', userId)
    .where('id', '=', imageId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Every storage key (files and thumbnails) the user owns in the inspiration tables, so deleting the
 * account can remove the files after the rows cascade away.
 */
export async function listInspirationFileKeys(db: Db, userId: number): Promise<string[]> {
  const [images, libraryImages] = await Promise.all([
    db.selectFrom('inspiration_images').select('image_path').where('user_id', '=', userId).execute(),
    db.selectFrom('style_library_images').select('image_path').where('user_id', '=', userId).execute(),
  ]);
  return [...images, ...libraryImages].flatMap((row) => storedImageKeys('inspiration', row.image_path));
}

/** Which of these stored image names still belong to an inspiration or style-library image row. */
export async function referencedInspirationNames(db: Db, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const [images, libraryImages] = await Promise.all([
    db.selectFrom('inspiration_images').select('image_path').where('image_path', 'in', names).execute(),
    db.selectFrom('style_library_images').select('image_path').where('image_path', 'in', names).execute(),
  ]);
  return new Set([...images, ...libraryImages].map((row) => row.image_path));
}
