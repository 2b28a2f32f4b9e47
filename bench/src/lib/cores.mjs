// Which cores the servers and the load generator run on while the API is measured.
//
// On a 2-core machine autocannon (in the bench's process) and the server take a core each, and the scheduler
// moved them between the two cores. The server then refilled its caches (SQLite's pages, the V8 heap) on the
// other core again and again: the same requests cost it 460–585 µs of CPU each instead of 300–350, and a
// mid-sized read answered 1,700–2,150 requests/s instead of 2,900–3,300 (docs/decisions.md, "The load
// generator on its own core"). So while the API is measured, every server the bench starts (the app, the HTTP
// floor's bare Fastify) runs on the last core and the bench itself, load generator and data floors, on the
// others. The web steps (Chromium, Lighthouse) run with every core, as a browser would.
import { execFileSync } from 'node:child_process';

/**
 * `taskset`'s CPU lists for the servers and the bench, or `{ off: reason }` when the bench does not pin
 * (BENCH_PIN=0, one core, or no `taskset`).
 */
export function corePlan(settings) {
  if (!settings.pin) return { off: 'BENCH_PIN=0' };
  if (settings.cpus < 2) return { off: 'one core' };
  try {
    execFileSync('taskset', ['--version'], { stdio: 'ignore' });
  } catch {
    return { off: 'no taskset on this machine' };
  }
  const last = settings.cpus - 1;
  return { server: String(last), bench: last === 1 ? '0' : `0-${last - 1}`, all: `0-${last}` };
}

/** The plan in words, for the log and the report. */
export function describeCores(plan) {
  return plan.off ? `not pinned (${plan.off})` : `servers on CPU ${plan.server}, bench on CPU ${plan.bench}`;
}

let active;

/** Sets the affinity of every thread of `pid` (threads it starts later inherit it). */
function setAffinity(pid, cpus) {
  execFileSync('taskset', ['--all-tasks', '--cpu-list', '--pid', cpus, String(pid)], { stdio: 'ignore' });
}

/**
 * Runs `step` with the bench on its cores and `serverPids` on the server's; a floor server started during
 * the step is placed with `pinServer`. The bench and `serverPids` get every core back afterwards.
 */
export async function withPinnedCores(plan, serverPids, step) {
  if (plan.off) return step();
  active = plan;
  try {
    setAffinity(process.pid, plan.bench);
    for (const pid of serverPids) setAffinity(pid, plan.server);
    return await step();
  } finally {
    active = undefined;
    for (const pid of [process.pid, ...serverPids]) {
      try {
        setAffinity(pid, plan.all);
      } catch {
        // A server that has exited keeps nothing to restore.
      }
    }
  }
}

/** Places a short-lived server started inside `withPinnedCores` (a floor) on the server's core. */
export function pinServer(pid) {
  if (active) setAffinity(pid, active.server);
}
