import { rmSync } from 'node:fs';
import { stopE2eOpenAiFake } from './openai-fake-server';
import { ENV } from './server-env';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __stripeFake?: { stop(): Promise<void> } }).__stripeFake?.stop();
  const pid = Number(process.env[ENV.pid]);
  if (pid) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    // The server finishes in-flight requests on SIGTERM; give it a moment before removing its data.
    const deadline = Date.now() + 10_000;
    while (alive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    if (alive(pid)) process.kill(pid, 'SIGKILL');
  }
  await stopE2eOpenAiFake();
  const dataDir = process.env[ENV.dataDir];
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
