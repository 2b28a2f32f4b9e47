// No zod here: the web's cards name their images through these without downloading the schemas.

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
