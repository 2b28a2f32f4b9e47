import { ARTWORK_IMAGE_TYPES, LIMITS } from '@artledger/domain';

export interface ImageCheck {
  accepted: File[];
  errors: string[];
}

const TYPES: readonly string[] = ARTWORK_IMAGE_TYPES;

/** The spec's three checks, in its words; valid files are kept even when others are turned away. */
export function checkImages(current: number, picked: File[]): ImageCheck {
  if (current + picked.length > LIMITS.maxImagesPerArtwork) {
    return { accepted: [], errors: ['Maximum 10 images allowed'] };
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
