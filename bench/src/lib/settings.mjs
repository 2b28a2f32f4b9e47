// Every knob of the bench in one place, read once from the environment so a run is reproducible from its JSON.
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
export const BENCH_DIR = path.join(REPO_ROOT, 'bench');
export const TMP_DIR = path.join(BENCH_DIR, '.tmp');
export const RESULTS_DIR = path.join(BENCH_DIR, 'results');
export const SERVER_DIST = path.join(REPO_ROOT, 'packages/server/dist');
export const WEB_DIST = path.join(REPO_ROOT, 'packages/web/dist');

/** Loopback only: the bench never listens on or calls anything else. */
export const HOST = '127.0.0.1';

/** Fixed so tokens minted by the data floors verify on the server (and vice versa). */
export const JWT_SECRET = 'bench-only-jwt-secret-not-for-production-0123456789';

function numberFrom(name, fallback, { allowZero = false } = {}) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || (value === 0 && !allowZero))
    throw new Error(`${name} must be a ${allowZero ? 'non-negative' : 'positive'} number, got "${raw}"`);
  return value;
}

export function loadSettings() {
  const duration = numberFrom('BENCH_DURATION', 10);
  return {
    connections: numberFrom('BENCH_CONNECTIONS', 50),
    duration,
    // JIT, SQLite page cache and connection set-up settle in the first second or two; keep them out of the figures.
    warmup: numberFrom('BENCH_WARMUP', Math.min(2, duration / 5), { allowZero: true }),
    lighthouseRuns: Math.round(numberFrom('BENCH_LIGHTHOUSE_RUNS', 3)),
    // A folder to keep each run's full Lighthouse JSON in (for diagnosis); unset: none kept.
    lighthouseSaveDir: process.env.BENCH_LIGHTHOUSE_SAVE || null,
    lighthousePreset: process.env.BENCH_LIGHTHOUSE_PRESET === 'desktop' ? 'desktop' : 'mobile',
    // Seconds each measurement may wait for the rest of the machine to go quiet (0: do not wait).
    quietWaitS: numberFrom('BENCH_QUIET_WAIT', 30, { allowZero: true }),
    // How often a measurement disturbed by other processes (> 10% CPU) is repeated; the cleanest attempt counts.
    noiseRetries: Math.round(numberFrom('BENCH_NOISE_RETRIES', 2, { allowZero: true })),
    // Opt-in scheduling priority (nice value, e.g. -10) for the bench and, by inheritance, every process it
    // starts: on a machine shared with builds and browsers it keeps their CPU out of the figures.
    priority: process.env.BENCH_PRIORITY ? Number(process.env.BENCH_PRIORITY) : null,
    chromiumPath: process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    skipWebBuild: process.env.BENCH_SKIP_WEB_BUILD === '1',
    // One request at a time: how many per endpoint (the median of these is judged).
    sequentialRequests: Math.round(numberFrom('BENCH_SEQUENTIAL_REQUESTS', 200)),
    // 10: also seed the huge account (10× large) and measure every read on it, one request at a time.
    scale: Math.round(numberFrom('BENCH_SCALE', 1)),
    cpus: os.availableParallelism(),
    // While the API is measured: servers on the last core, the bench (load generator, data floors) on the
    // others (lib/cores.mjs). BENCH_PIN=0 leaves the scheduler free to move them.
    pin: process.env.BENCH_PIN !== '0',
  };
}

/** The performance budgets the bench checks (listed in bench/README.md). */
export const BUDGETS = {
  // One request at a time, median: routine reads on the large and the huge account, huge ÷ large.
  sequentialLargeMs: 10,
  sequentialHugeMs: 15,
  hugeOverLarge: 1.5,
  // Reports and exports (descriptor `report: true`) on the huge account.
  reportHugeMs: 150,
  routineGzipKb: 100,
  // Under load: throughput ≥ this share of 1/(1/H + 1/D), and p99 ≤ this multiple of p50.
  combinedFloorRatio: 0.8,
  p99OverP50: 3,
  initialJsGzipKb: 130,
  anyRouteJsGzipKb: 250,
  // Lighthouse mobile: public first-visit pages, and signed-in pages on the large account.
  lighthouseScore: 0.95,
  lighthouseSignedInScore: 0.9,
};
