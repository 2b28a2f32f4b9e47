// `npm run bench`: API endpoints next to their HTTP and data floors, web bundle sizes and Lighthouse scores,
// all against the BUILT server on loopback with a throw-away database. See bench/README.md.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { apiRequest } from './lib/api.mjs';
import { runLoad, warmUp } from './lib/autocannon.mjs';
import { measureBundles } from './lib/bundle.mjs';
import { corePlan, describeCores, withPinnedCores } from './lib/cores.mjs';
import { endpointPath, loadEndpoints } from './lib/endpoints.mjs';
import { measureDataFloor, measureHttpFloor } from './lib/floors.mjs';
import { measureLighthouse } from './lib/lighthouse.mjs';
import { measureSequential, measureSideBySide } from './lib/sequential.mjs';
import { measured } from './lib/machine.mjs';
import { writeResults } from './lib/report.mjs';
import { openFloorContext } from './lib/server-modules.mjs';
import { startServer } from './lib/server.mjs';
import { BUDGETS, REPO_ROOT, TMP_DIR, loadSettings } from './lib/settings.mjs';
import { judgeBundle, judgeEndpoint, judgeLighthouse } from './lib/verdicts.mjs';
import { buildWeb } from './lib/web-build.mjs';
import { PAGES } from './pages.mjs';
import { seedLargeAccount } from './seed/index.mjs';

const log = (line) => console.error(`[bench] ${line}`);
const settings = loadSettings();
applyPriority(settings);
const endpoints = await loadEndpoints(process.env.BENCH_ONLY);
const skipWeb = process.env.BENCH_SKIP_WEB === '1';
const cores = corePlan(settings);

mkdirSync(TMP_DIR, { recursive: true });
const runDir = mkdtempSync(path.join(TMP_DIR, 'run-'));
const dataDir = path.join(runDir, 'data');
let server;
let ctx;
try {
  const web = skipWeb
    ? { built: false, reason: 'skipped (BENCH_SKIP_WEB=1)' }
    : buildWeb({ skipBuild: settings.skipWebBuild, outDir: path.join(runDir, 'web') });
  if (!web.built) log(`web steps not measured: ${web.reason}`);

  server = await startServer({ dataDir, webDistDir: web.dir });
  log(`server ${server.url}, DATA_DIR ${path.relative(REPO_ROOT, dataDir)}`);
  const { account, summary: seeded } = await seedLargeAccount({ api: server.url, dataDir, log });
  ctx = await openFloorContext({ dataDir, account });

  log(`cores while the API is measured: ${describeCores(cores)}`);
  const endpointResults = await withPinnedCores(cores, [server.pid], () => benchEndpoints(endpoints));
  const huge =
    settings.scale > 1 ? await guarded('huge account', () => benchHuge(endpoints, web)) : undefined;
  for (const result of endpointResults) {
    if (result.error || !result.endpoint) continue;
    const described = endpoints.find((e) => e.name === result.name);
    // Measured side by side with the huge account, the large figure is that run's, so both halves of the
    // ratio come from the same moments.
    const sideBySide = huge?.byName?.[result.name];
    if (sideBySide) {
      result.sequential = sideBySide.large;
      result.huge = sideBySide.huge;
    }
    Object.assign(result, judgeEndpoint({ ...result, report: described?.report, huge: result.huge }));
  }

  const notBuilt = { measured: false, reason: web.reason };
  const serverGone = server.unexpectedExit() && { measured: false, reason: 'the bench server had exited' };
  const bundles =
    serverGone || (web.built ? await guarded('bundle sizes', () => benchBundles(account)) : notBuilt);
  const lighthouse =
    serverGone || (web.built ? await guarded('Lighthouse', () => benchLighthouse(account)) : notBuilt);

  const died = server.unexpectedExit();
  if (died) {
    process.exitCode = 1;
    log(`the bench server exited during the run (${died}); figures after that point are not valid`);
  }

  const markdown = writeResults({
    meta: { ...meta(web), serverExitedEarly: died ?? false },
    settings,
    budgets: BUDGETS,
    seeded,
    ...(huge && { huge: { seeded: huge.seeded, scale: settings.scale, error: huge.error } }),
    endpoints: endpointResults,
    bundles,
    lighthouse,
  });
  console.log(markdown);
} finally {
  await ctx?.close();
  await server?.stop();
  rmSync(runDir, { recursive: true, force: true });
}

/** Every endpoint in turn; one whose server has gone is reported instead of measured. */
async function benchEndpoints(list) {
  const results = [];
  for (const endpoint of list) {
    // Something outside the bench can end its server (a broad kill); say so instead of N "fetch failed".
    const died = server.unexpectedExit();
    if (died) {
      const reason = `harness error: the bench server exited (${died}) before this endpoint`;
      results.push({
        name: endpoint.name,
        error: reason,
        verdict: { pass: false, misses: [reason] },
      });
      continue;
    }
    results.push(await guarded(endpoint.name, () => benchEndpoint(endpoint)));
  }
  return results;
}

/**
 * A step the harness could not carry out (a floor server that never started, a browser that would not
 * launch) is reported in its place and makes the exit code non-zero, without throwing away the other figures.
 */
async function guarded(name, step) {
  try {
    return await step();
  } catch (error) {
    process.exitCode = 1;
    log(`${name}: harness error: ${error.stack ?? error}`);
    const reason = `harness error: ${error.message}`;
    return { name, measured: false, reason, error: reason, verdict: { pass: false, misses: [reason] } };
  }
}

/** Endpoint, then HTTP floor, then data floor: one after another, never overlapping (2 cores). */
async function benchEndpoint(described) {
  // A path may depend on the seeded account (e.g. /api/dealers/{largest dealer}).
  const urlPath = endpointPath(described, ctx);
  const endpoint = { ...described, path: urlPath };
  const { name, method, kind } = endpoint;
  const run = endpointSettings(endpoint);
  await endpoint.setup?.(ctx, run);
  // setupRequest builds the endpoint's own requests (fresh ids); the capture and the HTTP floor replay one.
  const { setupRequest, ...request } = endpoint.request(ctx);
  const captured = await apiRequest(server.url, { method, path: urlPath, ...request });
  const response = {
    status: captured.status,
    contentType: captured.contentType,
    bytes: captured.bytes.length,
  };
  if (captured.status < 200 || captured.status >= 300) {
    log(`${name}: answered ${captured.status}; not measured`);
    const error = `answered ${captured.status} before the run: ${captured.bytes.toString('utf8').slice(0, 200)}`;
    return { name, method, path: urlPath, kind, response, error, verdict: { pass: false, misses: [error] } };
  }

  log(`${name}: endpoint`);
  const load = {
    url: `${server.url}${urlPath}`,
    method,
    ...request,
    setupRequest,
    connections: run.connections,
  };
  const endpointRun = await measured({
    label: `${name}: endpoint`,
    warmUp: () => warmUp(load, run.warmup, run.warmupAmount),
    measure: () => runLoad({ ...load, duration: run.duration, amount: run.amount }),
    settings: run,
  });

  log(`${name}: HTTP floor`);
  const httpFloor = await measureHttpFloor({ endpoint, request, captured, settings: run });

  log(`${name}: data floor`);
  const dataFloor = await measureDataFloor(await endpoint.dataFloor(ctx), {
    label: `${name}: data floor`,
    settings: run,
  });

  log(`${name}: one request at a time`);
  // With the huge account this figure is replaced by the side-by-side one (benchHuge); it is still taken,
  // so that the large account's budgets are judged if seeding or measuring the huge one fails.
  const sequential =
    kind === 'read'
      ? await measureSequential({ url: load.url, method, ...request, requests: run.sequentialRequests })
      : undefined;

  return {
    name,
    method,
    path: urlPath,
    kind,
    ...(endpoint.load && { load: { connections: run.connections, requests: run.amount } }),
    response,
    endpoint: endpointRun,
    httpFloor,
    dataFloor,
    sequential,
  };
}

/**
 * The huge account (BENCH_SCALE × large) on a server of its own: every read one request at a time on it and
 * again on the large account, alternating request by request, for the side-by-side table. Load runs stay on
 * the large account (they would double the bench's time).
 */
async function benchHuge(all, web) {
  const hugeDir = path.join(runDir, 'huge');
  const hugeServer = await startServer({ dataDir: hugeDir, webDistDir: web.dir });
  let hugeCtx;
  try {
    log(`huge account: seeding ${settings.scale}× large`);
    const { account, summary } = await seedLargeAccount({
      api: hugeServer.url,
      dataDir: hugeDir,
      scale: settings.scale,
      log,
    });
    hugeCtx = await openFloorContext({ dataDir: hugeDir, account });
    const target = (endpoint, url, context) => {
      const { setupRequest: _unused, ...request } = endpoint.request(context);
      return { url: `${url}${endpointPath(endpoint, context)}`, method: endpoint.method, ...request };
    };
    const byName = await withPinnedCores(cores, [server.pid, hugeServer.pid], async () => {
      const measuredByName = {};
      for (const endpoint of all.filter((e) => e.kind === 'read' && !e.mutates)) {
        log(`${endpoint.name}: one request at a time on the large and huge accounts, alternating`);
        const [large, huge] = await measureSideBySide({
          targets: [target(endpoint, server.url, ctx), target(endpoint, hugeServer.url, hugeCtx)],
          requests: settings.sequentialRequests,
        });
        measuredByName[endpoint.name] = { large, huge };
      }
      return measuredByName;
    });
    return { seeded: summary, byName };
  } finally {
    await hugeCtx?.close();
    await hugeServer.stop();
  }
}

/** The run settings of one endpoint: its own connection count and request count when it gives `load`. */
function endpointSettings(endpoint) {
  const load = endpoint.load ?? {};
  return {
    ...settings,
    connections: load.connections ?? settings.connections,
    amount: load.requests,
    // A count-bounded endpoint warms up by count too: a timed warm-up would use up data without bound.
    warmup: load.requests ? 0 : settings.warmup,
    warmupAmount: load.requests ? (load.warmupRequests ?? 0) : undefined,
  };
}

async function benchBundles(account) {
  log('web: initial JS per page');
  const pages = await measureBundles({ baseUrl: server.url, pages: PAGES, account, settings });
  return {
    measured: true,
    pages: pages.map((page, i) => ({ ...page, ...judgeBundle({ ...PAGES[i], ...page }) })),
  };
}

async function benchLighthouse(account) {
  const pages = PAGES.filter((page) => page.lighthouse);
  log(`web: Lighthouse (${settings.lighthousePreset}, ${settings.lighthouseRuns} run(s) per page)`);
  const results = await measureLighthouse({ baseUrl: server.url, pages, settings, account });
  const version = JSON.parse(
    readFileSync(createRequire(import.meta.url).resolve('lighthouse/package.json'), 'utf8'),
  ).version;
  return {
    measured: true,
    version,
    preset: settings.lighthousePreset,
    runs: settings.lighthouseRuns,
    pages: results.map((page, i) => ({ ...page, ...judgeLighthouse({ ...pages[i], ...page }) })),
  };
}

/** Before any child starts, so the server, floor servers and browsers inherit the nice value. */
function applyPriority(settings) {
  if (settings.priority === null) return;
  try {
    os.setPriority(settings.priority);
    log(`running at nice ${os.getPriority()}`);
  } catch (error) {
    log(`could not set nice ${settings.priority} (${error.code}); running at ${os.getPriority()}`);
    settings.priority = os.getPriority();
  }
}

function meta(web) {
  const git = (...args) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  return {
    date: new Date().toISOString(),
    git: { commit: git('rev-parse', 'HEAD'), dirty: git('status', '--porcelain').length > 0 },
    node: process.version,
    cpus: settings.cpus,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    platform: `${os.platform()} ${os.release()}`,
    nice: os.getPriority(),
    cores: describeCores(cores),
    web: web.built ? web.source : web.reason,
  };
}
