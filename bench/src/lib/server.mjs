// Runs the BUILT server (packages/server/dist/main.js) the way production does, on a free loopback port.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort, stopChild, track } from './processes.mjs';
import { HOST, JWT_SECRET, REPO_ROOT, SERVER_DIST } from './settings.mjs';

const MAIN = path.join(SERVER_DIST, 'main.js');

/** The environment of a bench server: SQLite in `dataDir`, quiet logs, and no auth throttling. */
export function serverEnv({ dataDir, port, webDistDir }) {
  const env = {
    ...process.env,
    HOST,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    JWT_SECRET,
    // Thousands of sign-ins from one address would otherwise be throttled; the server treats 0 as disabled.
    AUTH_RATE_LIMIT_PER_ADDRESS: '0',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '0',
    // The bench's own copy of the web build, or none: never the packages/web/dist others rebuild meanwhile.
    WEB_DIST_DIR: webDistDir ?? '',
  };
  // An inherited PostgreSQL URL or upload dir would point the bench at someone's real data.
  delete env.DATABASE_URL;
  delete env.UPLOAD_DIR;
  return env;
}

export async function startServer({ dataDir, webDistDir, timeoutMs = 30_000 }) {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the server first (npm run build)`);
  const port = await freePort();
  const child = track(
    spawn(process.execPath, [MAIN], {
      cwd: REPO_ROOT,
      env: serverEnv({ dataDir, port, webDistDir }),
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
  );
  const url = `http://${HOST}:${port}`;
  await waitForHealth(url, child, timeoutMs);
  let stopping = false;
  return {
    url,
    port,
    pid: child.pid,
    /** How the server ended if it ended before stop(): its figures after that are not to be trusted. */
    unexpectedExit: () =>
      !stopping && (child.exitCode !== null || child.signalCode !== null)
        ? `code ${child.exitCode}, signal ${child.signalCode}`
        : undefined,
    stop: () => {
      stopping = true;
      return stopChild(child);
    },
  };
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with code ${child.exitCode} while starting`);
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stopChild(child);
  throw new Error(`GET ${url}/api/health did not answer 200 within ${timeoutMs} ms`);
}
