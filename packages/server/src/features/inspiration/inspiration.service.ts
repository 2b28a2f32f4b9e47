import { readFile } from 'node:fs/promises';
import type {
  InspirationImage,
  StyleLibrary,
  StyleLibraryImage,
  generateImageSchema,
  inspirationUploadSchema,
  styleLibraryImageInputSchema,
  styleLibraryInputSchema,
} from '@artledger/domain';
import type { z } from 'zod';
import { writeTransaction } from '../../db/transaction.js';
import { AppError, badRequest, notFound } from '../../lib/app-error.js';
import { type ProcessedImage, processImage } from '../../lib/images.js';
import { removeStoredFiles, storeImages, storedImageKeys } from '../../lib/stored-images.js';
import { assertPlanFeature } from '../plans/plan-features.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import {
  deleteInspirationImageRow,
  deleteStyleLibraryImageRow,
  deleteStyleLibraryRow,
  findInspirationImage,
  findStyleLibrary,
  findStyleLibraryImage,
  getStyleLibrary,
  insertInspirationImage,
  insertStyleLibrary,
  insertStyleLibraryImage,
  listLibraryImageRows,
  toLibraryDto,
  updateStyleLibraryRow,
} from './inspiration.repository.js';
import { MAX_REFERENCE_IMAGES, type ReferenceImage, requestImage } from './openai-images.js';

type UploadInput = z.output<typeof inspirationUploadSchema>;
type GenerateInput = z.output<typeof generateImageSchema>;
type LibraryInput = z.output<typeof styleLibraryInputSchema>;
type LibraryImageInput = z.output<typeof styleLibraryImageInputSchema>;

export interface GenerationSettings {
  baseUrl: string | undefined;
  model: string;
  timeoutMs: number;
}

const now = () => new Date().toISOString();

/** Inspiration and style libraries are a pro feature; the server enforces it, not only the menu. */
export function assertInspirationPlan(deps: ServiceDeps, userId: number): Promise<void> {
  return assertPlanFeature(deps.db, userId, 'inspiration');
}

/** The files of stored inspiration images; a failed delete is logged, never answered (the row is gone). */
function removeFiles(deps: ServiceDeps, userId: number, names: string[]): Promise<string[]> {
  return removeStoredFiles(
    deps.storage,
    names.flatMap((name) => storedImageKeys('inspiration', name)),
    deps.log,
    { userId },
  );
}

/** Stores the files first and the row second; a failed insert removes the files again. */
async function saveInspiration(
  deps: ServiceDeps,
  image: ProcessedImage,
  row: Omit<Parameters<typeof insertInspirationImage>[1], 'image_path' | 'created_at'>,
): Promise<InspirationImage> {
  await storeImages(deps.storage, 'inspiration', [image], deps.log);
  try {
    return await insertInspirationImage(deps.db, { ...row, image_path: image.name, created_at: now() });
  } catch (error) {
    await removeFiles(deps, row.user_id, [image.name]);
    throw error;
  }
}

export function uploadInspiration(
  deps: ServiceDeps,
  userId: number,
  input: UploadInput,
  image: ProcessedImage,
): Promise<InspirationImage> {
  return saveInspiration(deps, image, {
    user_id: userId,
    title: input.title,
    description: input.description ?? null,
    prompt: null,
    tags: input.tags ?? null,
    source: input.source ?? null,
    image_type: 'uploaded',
  });
}

export async function deleteInspiration(deps: ServiceDeps, userId: number, id: number): Promise<void> {
  const row = await findInspirationImage(deps.db, userId, id);
  if (!row || !(await deleteInspirationImageRow(deps.db, userId, id))) throw notFound('Image');
  await removeFiles(deps, userId, [row.image_path]);
}

/** Users with a generation under way; one at a time each, since each call can take a minute or two. */
const running = new Set<number>();

export async function generateInspiration(
  deps: ServiceDeps,
  settings: GenerationSettings,
  userId: number,
  input: GenerateInput,
  reference: ProcessedImage | undefined,
): Promise<InspirationImage> {
  if (running.has(userId)) throw new AppError('RATE_LIMITED', 'A generation is already running');
  running.add(userId);
  try {
    let prompt = input.prompt;
    const references: ReferenceImage[] = [];
    if (reference) references.push({ name: reference.name, data: reference.image });
    if (input.styleLibraryId !== undefined) {
      const library = await findStyleLibrary(deps.db, userId, input.styleLibraryId);
      if (!library) throw notFound('Style library');
      if (library.description) prompt = `${prompt} (style: ${library.description})`;
      const images = await listLibraryImageRows(deps.db, userId, [library.id]);
      for (const image of images.slice(0, MAX_REFERENCE_IMAGES - references.length)) {
        const data = await readFile(deps.storage.locate(`inspiration/${image.image_path}`)).catch(
          () => undefined,
        );
        if (data) references.push({ name: image.image_path, data });
      }
    }
    const bytes = await requestImage(
      {
        apiKey: input.apiKey,
        baseUrl: settings.baseUrl,
        model: settings.model,
        timeoutMs: settings.timeoutMs,
      },
      prompt,
      references,
    );
    let image: ProcessedImage;
    try {
      image = await processImage(bytes, 'The generated image', 'image');
    } catch {
      throw new AppError(
        'UPSTREAM_ERROR',
        'OpenAI answered with something that is not an image. Please try again.',
      );
    }
    return await saveInspiration(deps, image, {
      user_id: userId,
      title: input.title,
      description: input.description ?? null,
      prompt: input.prompt,
      tags: input.tags ?? null,
      source: 'OpenAI',
      image_type: 'generated',
    });
  } finally {
    running.delete(userId);
  }
}

export async function createStyleLibrary(
  deps: ServiceDeps,
  userId: number,
  input: LibraryInput,
): Promise<StyleLibrary> {
  const at = now();
  const row = await insertStyleLibrary(deps.db, {
    user_id: userId,
    name: input.name,
    description: input.description ?? null,
    created_at: at,
    updated_at: at,
  });
  return toLibraryDto(row, [], 0);
}

export async function updateStyleLibrary(
  deps: ServiceDeps,
  userId: number,
  id: number,
  input: LibraryInput,
): Promise<StyleLibrary> {
  // Read back in the same transaction: a simultaneous delete of the library or the account then waits
  // for it, or comes first and is answered 404, never a missing row after commit.
  return writeTransaction(deps.db, async (trx) => {
    const updated = await updateStyleLibraryRow(trx, userId, id, {
      name: input.name,
      description: input.description ?? null,
      updated_at: now(),
    });
    const library = updated && (await getStyleLibrary(trx, userId, id));
    if (!library) throw notFound('Style library');
    return library;
  });
}

export async function deleteStyleLibrary(deps: ServiceDeps, userId: number, id: number): Promise<void> {
  const images = await listLibraryImageRows(deps.db, userId, [id]);
  // The images' rows cascade with the library's.
  if (!(await deleteStyleLibraryRow(deps.db, userId, id))) throw notFound('Style library');
  await removeFiles(
    deps,
    userId,
    images.map((i) => i.image_path),
  );
}

export async function addStyleLibraryImage(
  deps: ServiceDeps,
  userId: number,
  libraryId: number,
  input: LibraryImageInput,
  image: ProcessedImage | undefined,
): Promise<StyleLibraryImage> {
  if (!(await findStyleLibrary(deps.db, userId, libraryId))) throw notFound('Style library');
  if (!image) throw badRequest('Please choose an image', 'image');
  await storeImages(deps.storage, 'inspiration', [image], deps.log);
  try {
    return await insertStyleLibraryImage(deps.db, {
      user_id: userId,
      library_id: libraryId,
      title: input.title ?? null,
      description: input.description ?? null,
      image_path: image.name,
      created_at: now(),
    });
  } catch (error) {
    // The library may have been deleted meanwhile (foreign key); the files must not stay behind.
    await removeFiles(deps, userId, [image.name]);
    if (!(await findStyleLibrary(deps.db, userId, libraryId))) throw notFound('Style library');
    throw error;
  }
}

export async function removeStyleLibraryImage(
  deps: ServiceDeps,
  userId: number,
  libraryId: number,
  imageId: number,
): Promise<void> {
  const row = await findStyleLibraryImage(deps.db, userId, libraryId, imageId);
  if (!row || !(await deleteStyleLibraryImageRow(deps.db, userId, imageId))) throw notFound('Image');
  await removeFiles(deps, userId, [row.image_path]);
}
