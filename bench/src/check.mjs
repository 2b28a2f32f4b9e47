// `npm run bench:check` (and `npm test`, after the build): the bench still fits the server it measures.
// A full bench runs rarely and for a long time, and its endpoints and data floors call the built server's
// own functions by name, so a rename in the server breaks them without any test noticing. This seeds the
// large account once, then for every endpoint: its request answers 2xx; its data floor's op runs; and for a
// read, the floor computes the same answer as the route (the same JSON, or the same CSV text), so a floor
// never measures other or less work than the endpoint it is the floor of. Nothing is timed.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { apiRequest } from './lib/api.mjs';
import { endpointPath, loadEndpoints } from './lib/endpoints.mjs';
import { openFloorContext } from './lib/server-modules.mjs';
import { startServer } from './lib/server.mjs';
import { TMP_DIR, loadSettings } from './lib/settings.mjs';
import { seedLargeAccount } from './seed/index.mjs';

const log = (line) => console.error(`[bench:check] ${line}`);
// Count-bounded writes size their pools of fresh artworks from these: one request, one floor op.
const settings = { ...loadSettings(), connections: 1, noiseRetries: 0, warmupAmount: 0, amount: 1 };
const endpoints = await loadEndpoints(process.env.BENCH_ONLY);

mkdirSync(TMP_DIR, { recursive: true });
const runDir = mkdtempSync(path.join(TMP_DIR, 'check-'));
const dataDir = path.join(runDir, 'data');
const failures = [];
let server;
let ctx;
try {
  server = await startServer({ dataDir });
  const { account } = await seedLargeAccount({ api: server.url, dataDir, log });
  ctx = await openFloorContext({ dataDir, account });
  for (const endpoint of endpoints) {
    try {
      const problem = await check(endpoint);
      if (problem) failures.push(`${endpoint.name}: ${problem}`);
      log(`${problem ? '✘' : '✔'} ${endpoint.name}${problem ? `: ${problem}` : ''}`);
    } catch (error) {
      failures.push(`${endpoint.name}: ${error.message}`);
      log(`✘ ${endpoint.name}: ${error.stack ?? error}`);
    }
  }
} finally {
  await ctx?.close();
  await server?.stop();
  rmSync(runDir, { recursive: true, force: true });
}

if (failures.length) {
  console.log(`\n${failures.length} of ${endpoints.length} bench endpoints do not fit the server:`);
  for (const failure of failures) console.log(`  - ${failure}`);
  process.exit(1);
}
console.log(
  `\nAll ${endpoints.length} bench endpoints answer, and every read's data floor computes its answer.`,
);

/** What is wrong with one endpoint's descriptor against the running server, or undefined. */
async function check(endpoint) {
  const urlPath = endpointPath(endpoint, ctx);
  await endpoint.setup?.(ctx, settings);
  const { setupRequest, ...request } = endpoint.request(ctx);
  const answer = await apiRequest(server.url, { method: endpoint.method, path: urlPath, ...request });
  if (answer.status < 200 || answer.status >= 300)
    return `${endpoint.method} ${urlPath} answered ${answer.status}: ${answer.bytes.toString('utf8').slice(0, 200)}`;
  if (setupRequest) {
    const next = setupRequest({ method: endpoint.method, path: urlPath, ...request });
    const again = await apiRequest(server.url, { ...next, path: urlPath });
    if (again.status < 200 || again.status >= 300)
      return `the load run's request answered ${again.status}: ${again.bytes.toString('utf8').slice(0, 200)}`;
  }
  const op = await endpoint.dataFloor(ctx);
  const computed = await op();
  if (endpoint.kind !== 'read') return undefined;
  if (Buffer.isBuffer(computed)) {
    // A file: the floor reads the bytes the route sends.
    return computed.equals(answer.bytes)
      ? undefined
      : 'the data floor reads other bytes than the route sends';
  }
  if (typeof computed !== 'string')
    return 'the data floor of a read must yield the answer it computed, as text or bytes';
  const body = answer.bytes.toString('utf8');
  const same = answer.contentType.includes('json')
    ? isDeepStrictEqual(JSON.parse(computed), JSON.parse(body))
    : computed === body;
  if (!same)
    return `the data floor computes another answer than the route:\n      route: ${body.slice(0, 300)}\n      floor: ${computed.slice(0, 300)}`;
  return undefined;
}
