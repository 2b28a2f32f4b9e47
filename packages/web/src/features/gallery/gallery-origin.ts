/**
 * The history state a gallery card's link leaves on the work's page: Back to Gallery then goes back in
 * history (the tab, filters and scroll place the artist left) instead of opening a fresh, unfiltered list.
 */
export const FROM_GALLERY = { fromGallery: true } as const;

export function cameFromGallery(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { fromGallery?: unknown }).fromGallery === true
  );
}
