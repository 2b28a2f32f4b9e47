import { ARTWORK_IMAGE_TYPES, LIMITS, tooManyImagesMessage } from '@artledger/domain';

export interface ImageCheck {
  accepted: File[];
  errors: string[];
}

const TYPES: readonly string[] = ARTWORK_IMAGE_TYPES;

/** The spec's three checks, in its words; valid files are kept even when others are turned away. */
export function checkImages(current: number, picked: File[]): ImageCheck {
  if (current + picked.length > LIMITS.maxImagesPerArtwork) {
    return { accepted: [], errors: [tooManyImagesMessage()] };
  }
  const accepted: File[] = [];
  const errors: string[] = [];
  for (const file of picked) {
    if (!TYPES.includes(file.type)) errors.push(`${file.name} is not a valid image file`);
    else if (file.size > LIMITS.maxImageBytes) errors.push(`${file.name} is too large (max 10MB)`);
    else accepted.push(file);
  }
  return { accepted, errors };
}

/** The first bytes of a real JPEG, PNG or WebP: a renamed text file has the right name but not these. */
function looksLikeImage(bytes: Uint8Array): boolean {
  const at = (i: number) => bytes[i] ?? -1;
  const jpeg = at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff;
  const png = at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47;
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  const webp = ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
  return jpeg || png || webp;
}

async function headOf(file: File): Promise<Uint8Array> {
  const blob = file.slice(0, 12);
  if (typeof blob.arrayBuffer === 'function') return new Uint8Array(await blob.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(blob);
  });
}

export function isRealImageFile(file: File): Promise<boolean> {
  return headOf(file).then(looksLikeImage, () => false);
}

/** The type and size checks, then each remaining file's content, with the same message for a fake. */
export async function checkImageFiles(current: number, picked: File[]): Promise<ImageCheck> {
  const first = checkImages(current, picked);
  const accepted: File[] = [];
  const errors = [...first.errors];
  for (const file of first.accepted) {
    if (await isRealImageFile(file)) accepted.push(file);
    else errors.push(`${file.name} is not a valid image file`);
  }
  return { accepted, errors };
}
