import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  body: unknown;
}

interface ReplyData {
  status?: number;
  body?: unknown;
  /** Extra response headers, e.g. a list's X-Total-Count. */
  headers?: Record<string, string>;
}
type Reply = ReplyData | ((request: MockRequest) => ReplyData);

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/**
 * Stubs the global fetch with a table of "METHOD /api/path" replies; anything else answers 404 like the
 * server would. Returns the mock so tests can inspect the requests that were made.
 */
export function mockApi(routes: Record<string, Reply>) {
  const requests: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const request: MockRequest = {
      method,
      path: url.pathname,
      search: url.search,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const reply = routes[`${method} ${url.pathname}`];
    if (!reply) return jsonResponse(404, { error: 'Not found', code: 'NOT_FOUND' });
    const { status = 200, body, headers } = typeof reply === 'function' ? reply(request) : reply;
    return jsonResponse(status, body, headers);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}
