// The two floors an endpoint is compared with, taken in the same run on the same machine.
import { fork } from 'node:child_process';
import path from 'node:path';
import { runLoad, round, warmUp } from './autocannon.mjs';
import { pinServer } from './cores.mjs';
import { measured } from './machine.mjs';
import { stopChild, track } from './processes.mjs';
import { HOST } from './settings.mjs';

/**
 * HTTP floor: a bare Fastify route answering the endpoint's captured status, content-type and bytes, loaded
 * with the endpoint's own request (method, path, headers, body) so request parsing is in the floor too.
 */
export async function measureHttpFloor({ endpoint, request, captured, settings }) {
  const child = track(fork(path.join(import.meta.dirname, 'http-floor-server.mjs'), { stdio: 'inherit' }));
  try {
    const ready = new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`HTTP floor server exited with code ${code}`)));
      setTimeout(() => reject(new Error('HTTP floor server did not start within 15 s')), 15_000).unref();
    });
    child.send({
      method: endpoint.method,
      path: endpoint.path,
      status: captured.status,
      contentType: captured.contentType,
      bodyBase64: captured.bytes.toString('base64'),
    });
    const { port } = await ready;
    pinServer(child.pid);
    const options = {
      url: `http://${HOST}:${port}${endpoint.path}`,
      method: endpoint.method,
      ...request,
      connections: settings.connections,
    };
    return await measured({
      label: `${endpoint.name}: HTTP floor`,
      warmUp: () => warmUp(options, settings.warmup, settings.warmupAmount),
      measure: () => runLoad({ ...options, duration: settings.duration, amount: settings.amount }),
      settings,
    });
  } finally {
    await stopChild(child);
  }
}

/**
 * Data floor: the endpoint's own work (`op`, from its descriptor) in this process, without HTTP, run by as
 * many concurrent async workers as autocannon has connections, for the same time. Bounded by time and count.
 */
export function measureDataFloor(op, { label, settings }) {
  return measured({
    label,
    warmUp: () => drive(op, settings.connections, settings.warmup, settings.warmupAmount),
    measure: () => dataFloorRun(op, settings),
    settings,
  });
}

async function dataFloorRun(op, settings) {
  const { latencies, errors, seconds } = await drive(
    op,
    settings.connections,
    settings.amount ? Infinity : settings.duration,
    settings.amount,
  );
  latencies.sort((a, b) => a - b);
  return {
    opsPerSec: round(latencies.length / seconds, 1),
    p50Ms: round(percentile(latencies, 0.5), 2),
    p99Ms: round(percentile(latencies, 0.99), 2),
    ops: latencies.length,
    errors,
    durationS: round(seconds, 2),
  };
}

const MAX_OPS = 5_000_000;

/** Runs `op` in `workers` loops until `seconds` have passed or `maxOps` ops have started (count-bounded writes). */
async function drive(op, workers, seconds, maxOps = MAX_OPS) {
  const latencies = [];
  let errors = 0;
  let started = 0;
  let firstError;
  const start = performance.now();
  const deadline = start + (seconds === Infinity ? 300 : seconds) * 1000;
  async function worker() {
    while (performance.now() < deadline && started < Math.min(maxOps, MAX_OPS)) {
      started += 1;
      const t0 = performance.now();
      try {
        await op();
        latencies.push(performance.now() - t0);
      } catch (error) {
        errors += 1;
        firstError ??= error;
        if (errors > 100) throw firstError;
      }
    }
  }
  await Promise.all(Array.from({ length: workers }, worker));
  return { latencies, errors, seconds: (performance.now() - start) / 1000 };
}

function percentile(sorted, q) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}
