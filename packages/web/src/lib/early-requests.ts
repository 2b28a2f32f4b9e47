// Imports nothing: the entry uses it before the app (and its API client) has downloaded.

const started = new Map<string, Promise<Response>>();

/**
 * Starts a GET of the first screen from the entry, with the stored token, so its answer travels beside the
 * app's own code instead of after it; the API client takes it over (`takeEarlyResponse`) when the page asks.
 */
export function startEarlyRequest(url: string, token: string): Promise<Response> {
  const response = fetch(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  // A failure is the API client's to report once it takes the response; until then it is not unhandled.
  response.catch(() => undefined);
  started.set(url, response);
  return response;
}

/** The early answer for this URL, once: a retry or a later visit fetches afresh. */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const response = started.get(url);
  started.delete(url);
  return response;
}
