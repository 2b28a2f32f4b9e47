import type { FastifyInstance } from 'fastify';
import {
  type Artwork,
  type ArtworkCreateInput,
  type ArtworkUpdateInput,
  LIMITS,
  centsOrNull,
  artworkCreateSchema,
} from '@artledger/domain';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import { lockRows, writeTransaction } from '../../db/transaction.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { ProcessedImage } from '../../lib/images.js';
import { parseOrThrow } from '../../lib/validate.js';
import type { Storage } from '../../plugins/storage.js';
import { assertCanAddArtworks } from '../plans/plans.service.js';
import { changeArtworkStatus } from './artwork-status.js';
import {
  artworkExists,
  countArtworks,
  countAvailableInStudio,
  findArtwork,
  insertImages,
  listImages,
} from './artworks.repository.js';
import type { ArtworksTable } from './artworks.table.js';

type Deps = Pick<FastifyInstance, 'db' | 'storage' | 'dialect'>;

const imageKeys = (name: string) => [`artworks/${name}`, `thumbnails/thumb_${name}`];

async function storeImages(storage: Storage, images: ProcessedImage[]): Promise<string[]> {
  const written: string[] = [];
  try {
    for (const image of images) {
      const [main, thumb] = imageKeys(image.name) as [string, string];
      await storage.put(main, image.image);
      written.push(main);
      await storage.put(thumb, image.thumbnail);
      written.push(thumb);
    }
    return written;
  } catch (error) {
    await removeFiles(storage, written);
    throw error;
  }
}

async function removeFiles(storage: Storage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}

/** A series or category named in a body must exist, and a series must be the caller's. */
async function assertReferences(
  trx: Db,
  userId: number,
  input: { series_id?: number | null; category_id?: number | null },
): Promise<void> {
  if (input.series_id) {
    const series = await trx
      .selectFrom('series')
      .select('id')
      .where('id', '=', input.series_id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!series) throw notFound('Series');
  }
  if (input.category_id) {
    const category = await trx
      .selectFrom('categories')
      .select('id')
      .where('id', '=', input.category_id)
      .executeTakeFirst();
    if (!category) throw notFound('Category');
  }
}

function columns(input: Partial<ArtworkCreateInput> | ArtworkUpdateInput): Updateable<ArtworksTable> {
  const out: Record<string, unknown> = {};
  const copy = [
    'title',
    'description',
    'category_id',
    'series_id',
    'medium',
    'dimensions_width',
    'dimensions_height',
    'dimensions_depth',
    'dimensions_unit',
    'year_created',
    'status',
    'location',
    'edition_number',
    'total_editions',
    'tags',
    'notes',
    'condition_notes',
  ] as const;
  for (const key of copy) if (input[key] !== undefined) out[key] = input[key];
  if (input.price !== undefined) out.price_cents = centsOrNull(input.price);
  if (input.cost_to_create !== undefined) out.cost_to_create_cents = centsOrNull(input.cost_to_create);
  if (input.insurance_value !== undefined) out.insurance_value_cents = centsOrNull(input.insurance_value);
  if (input.is_original !== undefined) {
    out.is_original = input.is_original ? 1 : 0;
    // An original has no edition.
    if (input.is_original) Object.assign(out, { edition_number: null, total_editions: null });
  }
  if (typeof input.tags === 'string') out.tags = normaliseTags(input.tags);
  return out as Updateable<ArtworksTable>;
}

/** "blue, , Portrait ,blue" → "blue, Portrait". */
export function normaliseTags(tags: string): string | null {
  const seen = new Set<string>();
  const list = tags
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
  return list.length ? list.join(', ') : null;
}

export async function createArtwork(
  deps: Deps,
  userId: number,
  rawFields: unknown,
  images: ProcessedImage[],
): Promise<Artwork> {
  const input = parseOrThrow(artworkCreateSchema, rawFields);
  if (images.length > LIMITS.maxImagesPerArtwork)
    throw new AppError('BAD_REQUEST', 'Maximum 10 images allowed');
  await assertCanAddArtworks(deps.db, userId, await countArtworks(deps.db, userId));

  const written = await storeImages(deps.storage, images);
  try {
    const id = await writeTransaction(deps.db, async (trx) => {
      // The user's row serialises their creations: the count is read only once it is held.
      await lockRows(trx, 'users', userId, [userId]);
      await assertCanAddArtworks(trx, userId, await countArtworks(trx, userId));
      await assertReferences(trx, userId, input);
      const now = new Date().toISOString();
      const { id } = await trx
        .insertInto('artworks')
        .values({
          ...columns(input),
          title: input.title,
          medium: input.medium,
          user_id: userId,
          created_at: now,
          updated_at: now,
        } as Insertable<ArtworksTable>)
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertImages(trx, id, userId, images, 0);
      return id;
    });
    return (await findArtwork(deps.db, userId, id))!;
  } catch (error) {
    await removeFiles(deps.storage, written);
    throw error;
  }
}

export async function updateArtwork(
  deps: Deps,
  userId: number,
  id: number,
  input: ArtworkUpdateInput,
): Promise<Artwork> {
  await writeTransaction(deps.db, async (trx) => {
    await lockRows(trx, 'artworks', userId, [id]);
    if (!(await artworkExists(trx, userId, id))) throw notFound('Artwork');
    const { status, ...rest } = input;
    if (status !== undefined) await changeArtworkStatus(trx, userId, id, { type: 'edit', status });
    await assertReferences(trx, userId, rest);
    const changes = columns(rest);
    if (input.is_original === undefined && (input.edition_number || input.total_editions)) {
      const current = await trx
        .selectFrom('artworks')
        .select(['is_original', 'edition_number', 'total_editions'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const number = input.edition_number ?? current.edition_number;
      const total = input.total_editions ?? current.total_editions;
      if (number && total && number > total) {
        throw new AppError('VALIDATION_ERROR', 'Edition number cannot exceed total editions', [
          { path: 'edition_number', message: 'Edition number cannot exceed total editions' },
        ]);
      }
    }
    await trx
      .updateTable('artworks')
      .set({ ...changes, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute();
  });
  return (await findArtwork(deps.db, userId, id))!;
}

/** Rows go in one transaction; the files go after it commits (a failed delete leaves the work intact). */
export async function deleteArtwork(deps: Deps, userId: number, id: number): Promise<void> {
  const images = await deps.db.transaction().execute(async (trx) => {
    if (!(await artworkExists(trx, userId, id))) throw notFound('Artwork');
    const rows = await listImages(trx, id);
    await trx.deleteFrom('artworks').where('id', '=', id).where('user_id', '=', userId).execute();
    return rows;
  });
  await removeFiles(
    deps.storage,
    images.flatMap((image) => imageKeys(image.image_path)),
  );
}

export async function addImages(
  deps: Deps,
  userId: number,
  id: number,
  images: ProcessedImage[],
): Promise<Artwork> {
  if (!(await artworkExists(deps.db, userId, id))) throw notFound('Artwork');
  if (images.length === 0)
    throw new AppError('BAD_REQUEST', 'Please select at least one image', [
      { path: 'images', message: 'Please select at least one image' },
    ]);
  const written = await storeImages(deps.storage, images);
  try {
    await writeTransaction(deps.db, async (trx) => {
      await lockRows(trx, 'artworks', userId, [id]);
      const existing = await listImages(trx, id);
      if (existing.length + images.length > LIMITS.maxImagesPerArtwork) {
        throw new AppError(
          'BAD_REQUEST',
          `Maximum 10 images allowed: this artwork has ${existing.length}, so you can add ${LIMITS.maxImagesPerArtwork - existing.length} more`,
        );
      }
      const start = existing.reduce((max, image) => Math.max(max, image.sort_order), -1) + 1;
      await insertImages(trx, id, userId, images, start);
    });
  } catch (error) {
    await removeFiles(deps.storage, written);
    throw error;
  }
  return (await findArtwork(deps.db, userId, id))!;
}

/** The dashboard's artwork figures. */
export async function artworkCounts(deps: Pick<Deps, 'db'>, userId: number) {
  const [total, available] = await Promise.all([
    countArtworks(deps.db, userId),
    countAvailableInStudio(deps.db, userId),
  ]);
  return { total, available };
}
