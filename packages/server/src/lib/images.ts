import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { badRequest } from './app-error.js';

/** Larger images are refused before decoding: a 20,000 × 20,000 PNG can be a few KB and need 1.6 GB. */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const THUMBNAIL_SIZE = 600;

const FORMATS = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const;
type Format = keyof typeof FORMATS;

export interface ProcessedImage {
  /** Random stored name, never the client's. */
  name: string;
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/**
 * Checks the bytes really are a JPEG, PNG or WebP, then re-encodes them upright (EXIF orientation
 * applied) with every metadata block dropped, so no GPS position leaves the server, plus a thumbnail.
 */
export async function processImage(data: Buffer, clientName: string): Promise<ProcessedImage> {
  const label = clientName || 'The file';
  let format: Format;
  let width: number;
  let height: number;
  try {
    const meta = await sharp(data, { limitInputPixels: false }).metadata();
    if (!meta.format || !(meta.format in FORMATS) || !meta.width || !meta.height)
      throw new Error('unsupported');
    format = meta.format as Format;
    // Orientations 5–8 swap width and height.
    const swapped = (meta.orientation ?? 1) >= 5;
    width = swapped ? meta.height : meta.width;
    height = swapped ? meta.width : meta.height;
  } catch {
    throw badRequest(`${label} is not a valid image file`, 'images');
  }
  if (width * height > MAX_IMAGE_PIXELS) {
    throw badRequest(`${label} is too large in pixels (max 50 megapixels)`, 'images');
  }
  try {
    const source = () => sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
    const options = format === 'png' ? { compressionLevel: 8 } : { quality: format === 'jpeg' ? 90 : 88 };
    const [image, thumbnail] = await Promise.all([
      source().toFormat(format, options).toBuffer(),
      source()
        .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
        .toFormat(format, format === 'png' ? { compressionLevel: 8 } : { quality: 78 })
        .toBuffer(),
    ]);
    return { name: `${randomBytes(16).toString('hex')}.${FORMATS[format]}`, image, thumbnail, width, height };
  } catch {
    throw badRequest(`${label} is not a valid image file`, 'images');
  }
}
