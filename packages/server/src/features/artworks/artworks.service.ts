import {
  type Artwork,
  type ArtworkUpdateInput,
  LIMITS,
  artworkCreateSchema,
  tooManyImagesMessage,
} from '@artledger/domain';
import type { Db } from '../../db/database.js';
import { lockRows, writeTransaction } from '../../db/transaction.js';
import { AppError, badRequest, notFound } from '../../lib/app-error.js';
import type { ProcessedImage } from '../../lib/images.js';
import { removeStoredFiles, storeImages, storedImageKeys } from '../../lib/stored-images.js';
import { parseOrThrow } from '../../lib/validate.js';
import { assertCanAddArtworks } from '../plans/plans.service.js';
import { changeArtworkStatus } from './artwork-status.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { categoryExists } from '../categories/categories.repository.js';
import { seriesExists } from '../series/series.repository.js';
import {
  artworkColumns,
  artworkExists,
  countAccountArtworks,
  deleteArtworkRow,
  findArtwork,
  findArtworkRow,
  insertArtwork,
  insertImages,
  listImages,
  syncGalleryPlacement,
  updateArtworkColumns,
} from './artworks.repository.js';

/** A series or category named in a body must exist, and a series must be the caller's. */
async function assertReferences(
  db: Db,
  userId: number,
  input: { series_id?: number | null; category_id?: number | null },
): Promise<void> {
  if (input.series_id && !(await seriesExists(db, userId, input.series_id))) throw notFound('Series');
  if (input.category_id && !(await categoryExists(db, input.category_id))) throw notFound('Category');
}

export async function createArtwork(
  deps: ServiceDeps,
  userId: number,
  rawFields: unknown,
  images: ProcessedImage[],
): Promise<Artwork> {
  const input = parseOrThrow(artworkCreateSchema, rawFields);
  if (images.length > LIMITS.maxImagesPerArtwork) throw badRequest(tooManyImagesMessage(), 'images');
  await assertCanAddArtworks(deps.db, userId, await countAccountArtworks(deps.db, userId));

  const written = await storeImages(deps.storage, 'artworks', images, deps.log);
  try {
    return await writeTransaction(deps.db, async (trx) => {
      // The user's row serialises their creations: the count is read only once it is held.
      await lockRows(trx, 'users', userId, [userId]);
      await assertCanAddArtworks(trx, userId, await countAccountArtworks(trx, userId));
      await assertReferences(trx, userId, input);
      const id = await insertArtwork(trx, userId, input);
      await insertImages(trx, id, userId, images, 0);
      // Read back before commit: a simultaneous delete of the account or the work then waits for it.
      return (await findArtwork(trx, userId, id))!;
    });
  } catch (error) {
    await removeStoredFiles(deps.storage, written, deps.log, { userId });
    throw error;
  }
}

export async function updateArtwork(
  deps: ServiceDeps,
  userId: number,
  id: number,
  input: ArtworkUpdateInput,
): Promise<Artwork> {
  return writeTransaction(deps.db, async (trx) => {
    await lockRows(trx, 'artworks', userId, [id]);
    if (!(await artworkExists(trx, userId, id))) throw notFound('Artwork');
    const { status, ...rest } = input;
    if (status !== undefined) await changeArtworkStatus(trx, userId, id, { type: 'edit', status });
    await assertReferences(trx, userId, rest);
    const changes = artworkColumns(rest);
    if (rest.is_original === undefined && (rest.edition_number || rest.total_editions)) {
      const current = (await findArtworkRow(trx, userId, id))!;
      const number = rest.edition_number ?? current.edition_number;
      const total = rest.total_editions ?? current.total_editions;
      if (number && total && number > total) {
        throw new AppError('VALIDATION_ERROR', 'Edition number cannot exceed total editions', [
          { path: 'edition_number', message: 'Edition number cannot exceed total editions' },
        ]);
      }
    }
    await updateArtworkColumns(trx, userId, id, changes);
    // A new status or price moves the work between the gallery's sections or changes their totals.
    await syncGalleryPlacement(trx, userId, [id]);
    // Read back in the same transaction: a simultaneous delete then waits for it or is seen as a 404.
    return (await findArtwork(trx, userId, id))!;
  });
}

/** Rows go in one transaction; the files go after it commits (a failed delete leaves the work intact). */
export async function deleteArtwork(deps: ServiceDeps, userId: number, id: number): Promise<void> {
  const images = await writeTransaction(deps.db, async (trx) => {
    await lockRows(trx, 'artworks', userId, [id]);
    if (!(await artworkExists(trx, userId, id))) throw notFound('Artwork');
    const rows = await listImages(trx, id);
    await deleteArtworkRow(trx, userId, id);
    return rows;
  });
  await removeStoredFiles(
    deps.storage,
    images.flatMap((image) => storedImageKeys('artworks', image.image_path)),
    deps.log,
    { userId, artworkId: id },
  );
}

export async function addImages(
  deps: ServiceDeps,
  userId: number,
  id: number,
  images: ProcessedImage[],
): Promise<Artwork> {
  if (!(await artworkExists(deps.db, userId, id))) throw notFound('Artwork');
  if (images.length === 0)
    throw new AppError('BAD_REQUEST', 'Please select at least one image', [
      { path: 'images', message: 'Please select at least one image' },
    ]);
  const written = await storeImages(deps.storage, 'artworks', images, deps.log);
  try {
    return await writeTransaction(deps.db, async (trx) => {
      await lockRows(trx, 'artworks', userId, [id]);
      // It may have been deleted since the check above, while the images were stored.
      if (!(await artworkExists(trx, userId, id))) throw notFound('Artwork');
      const existing = await listImages(trx, id);
      if (existing.length + images.length > LIMITS.maxImagesPerArtwork) {
        throw badRequest(tooManyImagesMessage(existing.length), 'images');
      }
      const start = existing.reduce((max, image) => Math.max(max, image.sort_order), -1) + 1;
      await insertImages(trx, id, userId, images, start);
      return (await findArtwork(trx, userId, id))!;
    });
  } catch (error) {
    await removeStoredFiles(deps.storage, written, deps.log, { userId, artworkId: id });
    throw error;
  }
}
