// Imports nothing: the entry uses it to know how many thumbnails the gallery's first row shows.

/** Cards per row for the list's own width. */
export function columnsFor(width: number): number {
  if (width >= 1100) return 4;
  if (width >= 820) return 3;
  if (width >= 540) return 2;
  return 1;
}

/** The list's width in a window this wide: the main column is max-w-7xl with px-4, sm:px-6, lg:px-8. */
export function galleryListWidth(windowWidth: number): number {
  const padding = windowWidth >= 1024 ? 64 : windowWidth >= 640 ? 48 : 32;
  return Math.min(windowWidth, 1280) - padding;
}
