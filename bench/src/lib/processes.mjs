// Child processes the bench starts are ended by their own pid when the bench ends, even on a crash or Ctrl-C,
// so no server is left holding a port or the temporary database.
import net from 'node:net';
import { HOST } from './settings.mjs';

const children = new Set();

export function track(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Pids of the bench's live children, so the machine-load sampling can tell their CPU from everyone else's. */
export function trackedPids() {
  return [...children].map((child) => child.pid).filter(Boolean);
}

function killAll() {
  for (const child of children) child.kill('SIGKILL');
}
process.once('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    killAll();
    process.exit(130);
  });
}

/** Ends one child politely, then firmly if it has not exited in time. */
export async function stopChild(child, timeoutMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}

/** A port the OS has just handed out on loopback; the tiny race until the child binds it is acceptable here. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
