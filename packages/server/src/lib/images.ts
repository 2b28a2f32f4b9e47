import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { THUMBNAIL_WIDTHS } from '@artledger/domain';
import sharp from 'sharp';
import { badRequest } from './app-error.js';

/** Larger images are refused before decoding: a 20,000 × 20,000 PNG can be a few KB and need 1.6 GB. */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** What one upload may decode in all: ten 12-megapixel photos fit, ten 49-megapixel bombs do not. */
export const MAX_UPLOAD_PIXELS = 200_000_000;
export const THUMBNAIL_SIZE = THUMBNAIL_WIDTHS.large;
/** The cards' smaller thumbnail (phones, several columns), picked by the browser through srcset. */
export const SMALL_THUMBNAIL_SIZE = THUMBNAIL_WIDTHS.small;

// libvips works on libuv's thread pool, off the event loop; one image may use at most half the cores so
// an upload never starves the requests being served beside it. Its operation cache only holds memory here.
sharp.concurrency(Math.max(1, Math.floor(availableParallelism() / 2)));
sharp.cache(false);

const FORMATS = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const;
type Format = keyof typeof FORMATS;

/** What the header of an uploaded file says, read without decoding its pixels. */
export interface ProbedImage {
  data: Buffer;
  label: string;
  /** The form field the file came in, named by an error about it. */
  field: string;
  format: Format;
  width: number;
  height: number;
}

export interface ProcessedImage {
  /** Random stored name, never the client's. */
  name: string;
  image: Buffer;
  thumbnail: Buffer;
  smallThumbnail: Buffer;
  width: number;
  height: number;
}

/**
 * How many images have been decoded since start, and how many at most at once: tests prove that refused
 * uploads decode nothing and that one user's uploads are decoded one at a time.
 */
export const decodeStats = { decoded: 0, running: 0, peak: 0 };

/** Reads only the header: checks the bytes claim to be a JPEG, PNG or WebP of a sane pixel size. */
export async function probeImage(data: Buffer, clientName: string, field = 'images'): Promise<ProbedImage> {
  const label = clientName || 'The file';
  let probed: ProbedImage;
  try {
    const meta = await sharp(data, { limitInputPixels: false }).metadata();
    if (!meta.format || !(meta.format in FORMATS) || !meta.width || !meta.height)
      throw new Error('unsupported');
    // Orientations 5–8 swap width and height.
    const swapped = (meta.orientation ?? 1) >= 5;
    probed = {
      data,
      label,
      field,
      format: meta.format as Format,
      width: swapped ? meta.height : meta.width,
      height: swapped ? meta.width : meta.height,
    };
  } catch {
    throw badRequest(`${label} is not a valid image file`, field);
  }
  if (probed.width * probed.height > MAX_IMAGE_PIXELS) {
    throw badRequest(`${label} is too large in pixels (max 50 megapixels)`, field);
  }
  return probed;
}

/** Refuses an upload whose images together would take too long to decode, before any is decoded. */
export function assertPixelBudget(images: ProbedImage[]): void {
  const pixels = images.reduce((sum, image) => sum + image.width * image.height, 0);
  if (pixels > MAX_UPLOAD_PIXELS) {
    const megapixels = (n: number) => Math.round(n / 1_000_000);
    throw badRequest(
      `These images add up to ${megapixels(pixels)} megapixels; one upload can hold at most ${megapixels(MAX_UPLOAD_PIXELS)}. Send fewer images at a time, or smaller ones.`,
      'images',
    );
  }
}

const thumbnailOptions = (format: Format) => (format === 'png' ? { compressionLevel: 8 } : { quality: 78 });

/**
 * Re-encodes a probed image upright (EXIF orientation applied) with every metadata block dropped, so no
 * GPS position leaves the server, plus its two thumbnails.
 */
export async function encodeImage(probed: ProbedImage): Promise<ProcessedImage> {
  const { data, format, label, field } = probed;
  decodeStats.decoded += 1;
  decodeStats.running += 1;
  decodeStats.peak = Math.max(decodeStats.peak, decodeStats.running);
  try {
    const source = () => sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
    const options = format === 'png' ? { compressionLevel: 8 } : { quality: format === 'jpeg' ? 90 : 88 };
    const image = await source().toFormat(format, options).toBuffer();
    const thumbnail = await source()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .toFormat(format, thumbnailOptions(format))
      .toBuffer();
    // From the thumbnail, not the original: decoding a 600 px image costs a few ms, the camera photo
    // again would cost as much as the upload's whole encode.
    const smallThumbnail = await sharp(thumbnail)
      .resize(SMALL_THUMBNAIL_SIZE, SMALL_THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .toFormat(format, thumbnailOptions(format))
      .toBuffer();
    return {
      name: `${randomBytes(16).toString('hex')}.${FORMATS[format]}`,
      image,
      thumbnail,
      smallThumbnail,
      width: probed.width,
      height: probed.height,
    };
  } catch {
    throw badRequest(`${label} is not a valid image file`, field);
  } finally {
    decodeStats.running -= 1;
  }
}

/** One image on its own (an inspiration upload, a generated image): probe, then re-encode. */
export async function processImage(data: Buffer, clientName: string, field: string): Promise<ProcessedImage> {
  return encodeImage(await probeImage(data, clientName, field));
}
