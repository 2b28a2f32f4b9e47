// No zod here: the web's cards name their images through these without downloading the schemas.
import { LIMITS } from './constants.js';

export const ARTWORK_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The stored thumbnails' widths (each fits inside a square of that size). */
export const THUMBNAIL_WIDTHS = { small: 400, large: 600 } as const;

export function thumbnailUrl(imagePath: string): string {
  return `/uploads/thumbnails/thumb_${imagePath}`;
}
/** The 400 px thumbnail; images stored before it existed have none (the card then falls back to thumbnailUrl). */
export function smallThumbnailUrl(imagePath: string): string {
  return `/uploads/thumbnails/small_${imagePath}`;
}
export function imageUrl(imagePath: string): string {
  return `/uploads/artworks/${imagePath}`;
}

/**
 * The spec's image-cap message, 'Maximum 10 images allowed', built from the limit. Given how many images a
 * work already has, it also says how many more fit (adding images to a saved work).
 */
export function tooManyImagesMessage(existing?: number): string {
  const cap = `Maximum ${LIMITS.maxImagesPerArtwork} images allowed`;
  if (existing === undefined) return cap;
  const room = Math.max(0, LIMITS.maxImagesPerArtwork - existing);
  return `${cap}: this artwork has ${existing}, so you can add ${room} more`;
}

/** The per-image size limit as the spec writes it: '10MB'. */
export const MAX_IMAGE_SIZE_LABEL = `${LIMITS.maxImageBytes / (1024 * 1024)}MB`;
