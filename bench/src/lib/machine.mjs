// The bench shares its 2 cores with whatever else runs on the machine (builds, tests, editors). That work
// distorts every figure, so each measurement first waits (bounded) for a quiet machine, then records how much
// CPU the rest of the machine used while it ran; the report flags measurements taken under that noise.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { trackedPids } from './processes.mjs';

const QUIET_BELOW = 0.1;

/** Busy and idle CPU ticks of the whole machine, and the ticks of the bench's own processes. */
function snapshot() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields;
  for (const pid of [process.pid, ...trackedPids()]) {
    const ticks = processTicks(pid);
    if (ticks !== undefined) lastTicks.set(pid, ticks);
  }
  let mine = 0;
  for (const ticks of lastTicks.values()) mine += ticks;
  return { busy: user + nice + system + irq + softirq + steal, idle: idle + iowait, mine };
}

/**
 * Last ticks read per bench process, kept after it exits: a child that ends between two snapshots (a floor
 * server, a server that was killed) must not make the bench's own CPU look smaller, i.e. others' larger.
 */
const lastTicks = new Map();

function processTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name; utime and stime are the 12th and 13th of them.
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(rest[11]) + Number(rest[12]);
  } catch {
    return undefined; // Exited: its last reading stands.
  }
}

const supported = os.platform() === 'linux';

/** Share of the machine's CPU (0–1) used by processes other than the bench between two snapshots. */
function otherLoad(before, after) {
  const total = after.busy - before.busy + (after.idle - before.idle);
  if (total <= 0) return 0;
  return Math.min(1, Math.max(0, after.busy - before.busy - (after.mine - before.mine)) / total);
}

/** Waits, at most `maxWaitS`, until the rest of the machine used < 10% CPU over one second. */
export async function waitForQuiet(maxWaitS) {
  if (!supported || maxWaitS === 0) return { waitedS: 0, otherLoad: null };
  const start = Date.now();
  let load = 1;
  while (Date.now() - start < maxWaitS * 1000) {
    const before = snapshot();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    load = otherLoad(before, snapshot());
    if (load < QUIET_BELOW) break;
  }
  return { waitedS: Math.round((Date.now() - start) / 1000), otherLoad: Math.round(load * 100) / 100 };
}

/**
 * Quiet wait, then the (unrecorded) warm-up, then `measure`, with the other processes' CPU share during it
 * attached. A measurement disturbed by more than 10% foreign CPU is repeated up to `settings.noiseRetries`
 * times and the least disturbed attempt is kept (all attempts' shares are recorded). Call it while every
 * child the measurement uses is still alive, or their CPU counts as foreign.
 */
export async function measured({ label, warmUp, measure, settings }) {
  let best;
  const attempts = [];
  for (let attempt = 0; attempt <= settings.noiseRetries; attempt += 1) {
    const quiet = await waitForQuiet(settings.quietWaitS);
    await warmUp();
    const before = supported ? snapshot() : undefined;
    const result = await measure();
    const share = before ? Math.round(otherLoad(before, snapshot()) * 100) / 100 : 0;
    attempts.push(share);
    if (!best || share < best.machine.otherCpuShare) {
      best = { ...result, machine: { otherCpuShare: share, quietWaitS: quiet.waitedS } };
    }
    if (share < QUIET_BELOW) break;
    if (attempt < settings.noiseRetries)
      console.error(
        `[bench] ${label}: other processes used ${Math.round(share * 100)}% CPU, measuring again`,
      );
  }
  best.machine.attempts = attempts;
  return best;
}
