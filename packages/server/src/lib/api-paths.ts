/** The browsable API docs (the OpenAPI UI and its JSON): pages for people, not API answers. */
export const API_DOCS_PREFIX = '/api/docs';

/**
 * The API's own paths: everything under /api/ except the docs. Private unless a route says otherwise
 * (plugins/auth.ts), and answered with the API's security headers (plugins/security-headers.ts).
 */
export function isApiPath(url: string): boolean {
  if (!url.startsWith('/api/')) return false;
  if (!url.startsWith(API_DOCS_PREFIX)) return true;
  const next = url[API_DOCS_PREFIX.length];
  return next !== undefined && next !== '/' && next !== '?';
}
