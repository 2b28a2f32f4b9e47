import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { isApiPath } from '../lib/api-paths.js';

/** helmet's headers with a strict CSP: what pages, scripts, styles, images and files are served with. */
export const securityHeadersMiddleware = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Radix and react-hot-toast set inline styles at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginResourcePolicy: { policy: 'same-origin' },
});

/**
 * The headers that middleware sets, taken from it once at start-up. With this configuration they do not
 * depend on the request (no nonces), and running helmet's thirteen middlewares, each validating its
 * header through setHeader, cost a cheap request more CPU than its own database read. Taking them from
 * helmet itself keeps them exactly helmet's.
 */
export function captureSecurityHeaders(): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  };
  let failure: unknown;
  securityHeadersMiddleware(
    { method: 'GET', url: '/', headers: {} } as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => (failure = error),
  );
  if (failure) throw failure;
  if (!headers.has('content-security-policy')) throw new Error('helmet set no Content-Security-Policy');
  return [...headers];
}

/**
 * What an API answer carries instead of helmet's document headers. JSON, CSV and error bodies are never
 * rendered as pages, so the headers that steer a document (its script and style sources, COOP,
 * Origin-Agent-Cluster, DNS prefetch, the legacy XSS filter and IE's download prompt, Adobe's
 * cross-domain policies) do nothing on them, while Node still validated and wrote all twelve on every
 * answer, about a fifth of a bare route's cost. These are the headers a browser does honour on a
 * non-document answer: no sniffing it into HTML, no reading it cross-origin (CORP), HTTPS only, never
 * framed, and a CSP that forbids everything should it ever be opened as a page, stricter than the
 * document's. HSTS, nosniff and CORP keep helmet's own values.
 */
export function apiSecurityHeaders(
  documentHeaders: ReadonlyArray<readonly [string, string]>,
): ReadonlyArray<readonly [string, string]> {
  const helmets = new Map(documentHeaders);
  const fromHelmet = (name: string) => {
    const value = helmets.get(name);
    if (value === undefined) throw new Error(`helmet set no ${name}`);
    return [name, value] as const;
  };
  return [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    fromHelmet('cross-origin-resource-policy'),
    fromHelmet('strict-transport-security'),
    fromHelmet('x-content-type-options'),
    ['x-frame-options', 'DENY'],
  ];
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  const documentHeaders = captureSecurityHeaders();
  const apiHeaders = apiSecurityHeaders(documentHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    // On the raw response, like helmet: they survive anything the reply does later (errors, files).
    for (const [name, value] of isApiPath(request.url) ? apiHeaders : documentHeaders) {
      reply.raw.setHeader(name, value);
    }
    done();
  });
}
