// Imports nothing: the entry uses it before the app (and its API client) has downloaded.

const started = new Map<string, Promise<Response>>();
/** Held so the browser keeps fetching them; the page's own <img> elements then find them in its cache. */
const images: HTMLImageElement[] = [];

/** The thumbnail of a list item, as the domain's thumbnailUrl spells it (route-start.test.ts checks). */
export function earlyThumbnailUrl(name: string): string {
  return `/uploads/thumbnails/thumb_${name}`;
}

/**
 * Starts a GET of the first screen from the entry, with the stored token, so its answer travels beside the
 * app's own code instead of after it; the API client takes it over (`takeEarlyResponse`) when the page asks.
 */
export function startEarlyRequest(url: string, token: string, firstImages = 0): void {
  const response = fetch(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  // A failure is the API client's to report once it takes the response; until then it is not unhandled.
  response.catch(() => undefined);
  started.set(url, response);
  // The first cards' thumbnails are the screen's largest paint: fetch them as soon as the list is known,
  // not once the app has rendered the cards.
  if (firstImages > 0) {
    response
      .then((answer) => (answer.ok ? answer.clone().json() : []))
      .then((items: unknown) => {
        if (!Array.isArray(items)) return;
        for (const item of items.slice(0, firstImages) as { primary_image?: unknown }[]) {
          if (typeof item?.primary_image !== 'string') continue;
          const image = new Image();
          image.fetchPriority = 'high';
          image.src = earlyThumbnailUrl(item.primary_image);
          images.push(image);
        }
      })
      .catch(() => undefined);
  }
}

/** The early answer for this URL, once: a retry or a later visit fetches afresh. */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const response = started.get(url);
  started.delete(url);
  return response;
}
