import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTempPostgresDatabase, testDialect } from './database.js';
import { makePng } from './images.js';

/**
 * `npm start` as an operator runs it: the start wrapper (from the TypeScript sources, so no build is
 * needed) against a temporary DATA_DIR, on SQLite or on the PostgreSQL test database.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'artledger-process-'));
const uploads = path.join(dataDir, 'uploads');
const pgDb = testDialect === 'postgres' ? await createTempPostgresDatabase() : undefined;
const started: ChildProcess[] = [];

afterAll(async () => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await pgDb?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

interface Running {
  wrapper: ChildProcess;
  base: string;
  log: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `npm start` itself, or the wrapper it runs (whose child is then the server). */
async function start(via: 'npm' | 'wrapper'): Promise<Running> {
  const port = await freePort();
  let output = '';
  const [command, args] = via === 'npm' ? ['npm', ['start']] : [process.execPath, ['scripts/start.mjs']];
  const wrapper = spawn(command as string, args as string[], {
    cwd: root,
    env: {
      ...process.env,
      ARTLEDGER_START_FROM_SOURCE: '1',
      DATA_DIR: dataDir,
      DATABASE_URL: pgDb?.url ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST_DIR: '',
      LOG_LEVEL: 'info',
      JWT_SECRET: 'process-test-secret-that-is-long-enough-for-hs256',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(wrapper);
  wrapper.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  wrapper.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    wrapper.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (wrapper.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
    const ok = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`the server did not come up:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { wrapper, base, log: () => output, exited };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const files = (dir: string) =>
  existsSync(path.join(uploads, dir)) ? readdirSync(path.join(uploads, dir)) : [];
const tokens: string[] = [];

describe('npm start', () => {
  it('on SIGTERM finishes the writes in flight, then exits 0', { timeout: 90_000 }, async () => {
    const server = await start('npm');
    for (let i = 0; i < 4; i++) {
      const name = `proc_${Date.now().toString(36)}_${i}`;
      const res = await fetch(`${server.base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Ada',
          lastName: 'Lovelace',
          username: name,
          email: `${name}@example.com`,
          password: 'correct-horse',
        }),
      });
      expect(res.status).toBe(201);
      tokens.push(((await res.json()) as { token: string }).token);
    }
    // Large enough that re-encoding takes a while, so the uploads are still running at SIGTERM.
    const png = await makePng(2500, 2500);
    const uploadsInFlight = tokens.map((token, i) => {
      const body = new FormData();
      body.append('title', `In flight ${i}`);
      body.append('medium', 'Oil painting');
      body.append('images', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'big.png');
      return fetch(`${server.base}/api/artworks`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body,
      });
    });
    const received = () =>
      server
        .log()
        .split('\n')
        .filter((line) =>
          /POST.*\/api\/artworks.*incoming request|incoming request.*POST.*\/api\/artworks/.test(line),
        ).length;
    await until(() => received() === tokens.length, 'the uploads to arrive');

    server.wrapper.kill('SIGTERM');
    const responses = await Promise.all(uploadsInFlight);
    expect(responses.map((res) => res.status)).toEqual([201, 201, 201, 201]);
    expect(await server.exited, server.log().slice(-3000)).toEqual({ code: 0, signal: null });
    expect(files('artworks')).toHaveLength(4);
    expect(files('thumbnails')).toHaveLength(8);
    // Nothing is left listening: the server did not outlive npm.
    await expect(fetch(`${server.base}/api/health`)).rejects.toThrow();
  });

  it(
    'sweeps old unreferenced uploads at start, keeps the SQLite file private, and exits non-zero when the server is killed',
    { timeout: 90_000 },
    async () => {
      const hourAndMore = new Date(Date.now() - 2 * 60 * 60 * 1000);
      const referenced = [
        ...files('artworks').map((f) => `artworks/${f}`),
        ...files('thumbnails').map((f) => `thumbnails/${f}`),
      ];
      expect(referenced).toHaveLength(12);
      for (const key of referenced) utimesSync(path.join(uploads, key), hourAndMore, hourAndMore);
      const orphans = [
        'artworks/orphan.png',
        'thumbnails/thumb_orphan.png',
        'thumbnails/small_orphan.png',
        'thumbnails/stray.txt',
      ];
      for (const key of [...orphans, 'artworks/in-progress.png']) writeFileSync(path.join(uploads, key), 'x');
      for (const key of orphans) utimesSync(path.join(uploads, key), hourAndMore, hourAndMore);

      const server = await start('wrapper');
      for (const key of orphans) expect(existsSync(path.join(uploads, key)), key).toBe(false);
      for (const key of [...referenced, 'artworks/in-progress.png'])
        expect(existsSync(path.join(uploads, key)), key).toBe(true);
      const list = await fetch(`${server.base}/api/artworks`, {
        headers: { authorization: `Bearer ${tokens[0]}` },
      });
      expect(((await list.json()) as { primary_image: string | null }[])[0]?.primary_image).toBeTruthy();

      if (testDialect === 'sqlite') {
        for (const file of ['artledger.db', 'artledger.db-wal', 'artledger.db-shm']) {
          expect((statSync(path.join(dataDir, file)).mode & 0o777).toString(8), file).toBe('600');
        }
      }

      // The server's own log lines carry its pid (the wrapper's child).
      const serverPid = Number(/"pid":(\d+)/.exec(server.log())?.[1]);
      expect(serverPid).toBeGreaterThan(0);
      expect(serverPid).not.toBe(server.wrapper.pid);
      process.kill(serverPid, 'SIGKILL');
      const exit = await server.exited;
      expect(exit.signal).toBeNull();
      expect(exit.code).not.toBe(0);
      expect(server.log()).toContain('The server was stopped by SIGKILL.');
    },
  );
});
