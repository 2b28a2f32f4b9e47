/**
 * Every stored image (artwork, inspiration, style library) has two thumbnails in the shared folder, named
 * after the image: thumbnails/thumb_{name} (600 px) and thumbnails/small_{name} (400 px). The web app derives
 * both URLs from the image name the same way (the domain's thumbnailUrl and smallThumbnailUrl).
 */
const PREFIXES = ['thumb_', 'small_'] as const;

/** The storage keys of an image's thumbnails, the 600 px one first. */
export function thumbnailKeys(name: string): string[] {
  return PREFIXES.map((prefix) => `thumbnails/${prefix}${name}`);
}

/** The image a file of the thumbnails folder belongs to, or '' for a file that is no thumbnail. */
export function imageOfThumbnail(file: string): string {
  const prefix = PREFIXES.find((candidate) => file.startsWith(candidate));
  return prefix ? file.slice(prefix.length) : '';
}
