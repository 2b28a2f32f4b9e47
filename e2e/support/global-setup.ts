import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_REQUIRED, NO_BROWSER_MESSAGE, findChromium } from './browser';
import { StripeFake } from '../../packages/server/test/fakes/stripe-fake';
import { startE2eOpenAiFake } from './openai-fake-server';
import { ENV, JWT_SECRET } from './server-env';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const artifacts = path.resolve(import.meta.dirname, '..', '.artifacts');
const serverEntry = path.join(repoRoot, 'packages', 'server', 'dist', 'main.js');
const webIndex = path.join(repoRoot, 'packages', 'web', 'dist', 'index.html');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') return reject(new Error('no port'));
      probe.close(() => resolve(address.port));
    });
  });
}

async function waitForHealth(url: string, exited: () => string | undefined, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    const exit = exited();
    if (exit) throw new Error(`the server exited before it was healthy (${exit})`);
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`the server did not answer GET /api/health with 200 within ${timeoutMs} ms (${last})`);
}

export default async function globalSetup(): Promise<void> {
  const browser = findChromium();
  if (!browser.executablePath) {
    console.error(NO_BROWSER_MESSAGE);
    if (E2E_REQUIRED) throw new Error('No Chromium found and E2E_REQUIRED=1');
    process.env[ENV.noBrowser] = '1';
    return;
  }
  console.log(`e2e: Chromium from ${browser.source}: ${browser.executablePath}`);

  for (const [file, what] of [
    [serverEntry, 'server'],
    [webIndex, 'web app'],
  ] as const) {
    if (!existsSync(file))
      throw new Error(
        `The ${what} is not built (${path.relative(repoRoot, file)} is missing): run npm run build`,
      );
  }

  mkdirSync(artifacts, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'artledger-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(artifacts, 'server.log');
  // Paid plans run against a local stand-in of Stripe's API; the suite's workers drive it over HTTP.
  const stripe = new StripeFake();
  await stripe.start();
  (globalThis as { __stripeFake?: StripeFake }).__stripeFake = stripe;
  process.env[ENV.stripeApiBase] = stripe.baseUrl;
  const log = createWriteStream(logFile);
  const openAiEnv = await startE2eOpenAiFake();

  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      // 0 disables them: the suite signs in many times from one address.
      AUTH_RATE_LIMIT_PER_ADDRESS: '0',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '0',
      ...stripe.env(),
      ...openAiEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(`[server] ${chunk.toString()}`));
  let exit: string | undefined;
  child.on('exit', (code, signal) => {
    exit = `code ${code}, signal ${signal}`;
  });

  process.env[ENV.pid] = String(child.pid);
  process.env[ENV.dataDir] = dataDir;
  try {
    await waitForHealth(url, () => exit, 30_000);
  } catch (error) {
    child.kill('SIGTERM');
    const output = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`);
  }
  process.env[ENV.baseUrl] = url;
  console.log(`e2e: server ready at ${url} (DATA_DIR ${dataDir})`);
}
