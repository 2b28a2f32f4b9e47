// Imports nothing: the entry preloads the first screen's thumbnails with it before the app has downloaded.
// The names and widths spell out the domain's thumbnailUrl, smallThumbnailUrl and THUMBNAIL_WIDTHS
// (thumbnail-sources.test.ts checks they agree).

const SMALL = { prefix: 'small_', width: 400 };
const LARGE = { prefix: 'thumb_', width: 600 };

const url = (prefix: string, image: string) => `/uploads/thumbnails/${prefix}${image}`;

/**
 * What a card's <img> (and the entry's preload of it) gets: the 600 px thumbnail as `src`, and both sizes
 * in `srcSet` so the browser picks the one the card's width (`sizes`) needs at the screen's pixel density.
 */
export function thumbnailSources(image: string, sizes: string) {
  return {
    src: url(LARGE.prefix, image),
    srcSet: `${url(SMALL.prefix, image)} ${SMALL.width}w, ${url(LARGE.prefix, image)} ${LARGE.width}w`,
    sizes,
  };
}

/** Whether the browser chose the small size (works stored before it existed have none). */
export const isSmallThumbnail = (src: string | undefined) => !!src?.includes(`/thumbnails/${SMALL.prefix}`);

// The card widths at each breakpoint, from the layouts' own classes (max-w-7xl main with px-4/sm:px-6/lg:px-8,
// gap-4 grids): an upper bound is fine, a too small one would blur the image.

/** Gallery: 1 column below a 540 px list, 2 below 820, 3 below 1100, then 4 (gallery-columns.ts). */
export const GALLERY_CARD_SIZES =
  '(min-width: 1280px) 292px, (min-width: 1164px) calc((100vw - 112px) / 4), ' +
  '(min-width: 868px) calc((100vw - 80px) / 3), (min-width: 572px) calc((100vw - 48px) / 2), ' +
  'calc(100vw - 32px)';

/** Dashboard's recent artworks: 2 columns, 3 from md, in two thirds of the page from lg (p-5/sm:p-6 card). */
export const RECENT_CARD_SIZES =
  '(min-width: 1024px) 240px, (min-width: 768px) calc((100vw - 128px) / 3), calc((100vw - 88px) / 2)';
