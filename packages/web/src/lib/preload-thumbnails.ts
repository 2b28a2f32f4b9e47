import type { ThumbnailCards } from '../app/route-start';
import { columnsFor, galleryListWidth } from '../features/gallery/components/gallery-columns';
import { GALLERY_CARD_SIZES, RECENT_CARD_SIZES, thumbnailSources } from './thumbnail-sources';

// Imports no React and no domain: the entry loads it before the app has downloaded.

/** How many cards' images the first screen fetches first (with `priority`), and how wide their frames are. */
const CARDS: Record<ThumbnailCards, { count: (windowWidth: number) => number; sizes: string }> = {
  // The first row of the gallery's virtual grid.
  gallery: { count: (width) => columnsFor(galleryListWidth(width)), sizes: GALLERY_CARD_SIZES },
  // The dashboard's recent artworks: the first two (recent-artworks.tsx).
  recent: { count: () => 2, sizes: RECENT_CARD_SIZES },
};

function firstImages(body: unknown, count: number): string[] {
  if (!Array.isArray(body)) return [];
  return body
    .slice(0, count)
    .map((item: unknown) => (item as { primary_image?: unknown } | null)?.primary_image)
    .filter((image): image is string => typeof image === 'string' && image !== '');
}

/**
 * Once the early answer of a list arrives, preloads the thumbnails of its first cards exactly as
 * their cards will ask for them (same srcset and sizes), so the first screen's largest image downloads
 * while the app's code is still arriving instead of after React has rendered the card.
 */
/** `response` is the entry's own copy of the early answer. */
export function preloadThumbnails(response: Promise<Response>, cards: ThumbnailCards): void {
  const { count: countFor, sizes } = CARDS[cards];
  const count = countFor(window.innerWidth);
  response
    .then((answer) => (answer.ok ? answer.json() : undefined))
    .then((body: unknown) => {
      for (const image of firstImages(body, count)) {
        const { src, srcSet } = thumbnailSources(image, sizes);
        const link = document.createElement('link');
        const attributes = { rel: 'preload', as: 'image', href: src, imagesrcset: srcSet, imagesizes: sizes };
        for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
        link.setAttribute('fetchpriority', 'high');
        document.head.append(link);
      }
    })
    // A failed answer is the API client's to report; without a preload the card still loads its image.
    .catch(() => undefined);
}
