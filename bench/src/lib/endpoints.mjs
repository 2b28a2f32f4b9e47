// Every file in src/endpoints/ default-exports one endpoint descriptor; adding a file adds it to the bench.
//
// Descriptor: { name, method, path, kind: 'read' | 'write', request(ctx) → { headers?, body? },
//               dataFloor(ctx) → Promise<() => Promise<unknown>> } (the op the data floor loops over).
// `path` may be a function of ctx (ids of the seeded account). Optional: report: true (a report or export:
// its own budget on the huge account), setup(ctx, settings) (once, before anything else), mutates: true (run after the others),
// load: { connections?, requests?, warmupRequests? } (count-bounded runs for writes that use up data), and a
// `setupRequest(request)` in request()'s result that builds each request of the endpoint's own run.
// `ctx` is openFloorContext(): the seeded account (user, token, password, …), db, tokens, server(relPath).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const DIR = path.resolve(import.meta.dirname, '../endpoints');

export async function loadEndpoints(filter) {
  const files = readdirSync(DIR)
    .filter((file) => file.endsWith('.mjs'))
    .sort();
  const endpoints = [];
  for (const file of files) {
    const { default: endpoint } = await import(pathToFileURL(path.join(DIR, file)).href);
    validate(endpoint, file);
    // A comma-separated list of parts of names or file names: the endpoints matching any of them.
    const wanted = filter?.split(',').filter(Boolean) ?? [];
    if (!wanted.length || wanted.some((part) => endpoint.name.includes(part) || file.includes(part)))
      endpoints.push(endpoint);
  }
  // Endpoints that add data (uploads, sales) run last, so every other endpoint sees the seeded account as is.
  return [...endpoints.filter((e) => !e.mutates), ...endpoints.filter((e) => e.mutates)];
}

/** The endpoint's path for this seeded account (a path may name its ids, e.g. the largest dealer). */
export function endpointPath(endpoint, ctx) {
  return typeof endpoint.path === 'function' ? endpoint.path(ctx) : endpoint.path;
}

function validate(endpoint, file) {
  const problems = [];
  if (typeof endpoint?.name !== 'string') problems.push('name');
  if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(endpoint?.method)) problems.push('method');
  if (
    typeof endpoint?.path === 'string' ? !endpoint.path.startsWith('/') : typeof endpoint?.path !== 'function'
  )
    problems.push('path');
  if (!['read', 'write'].includes(endpoint?.kind)) problems.push('kind');
  if (typeof endpoint?.request !== 'function') problems.push('request()');
  if (typeof endpoint?.dataFloor !== 'function') problems.push('dataFloor()');
  if (problems.length)
    throw new Error(`bench/src/endpoints/${file}: missing or invalid ${problems.join(', ')}`);
}
