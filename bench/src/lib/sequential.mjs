// One user, one request at a time (the budgets in bench/README.md): what a screen's call costs when nothing else runs.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { round } from './autocannon.mjs';
import { track } from './processes.mjs';

/**
 * What a browser on the deployed (HTTPS) app accepts. Node's fetch alone offers gzip and deflate, so the
 * server gzipped at level 6 for these measurements, a path no browser takes: on the sales export of the
 * huge account that was 30–40 ms slower than the brotli a browser gets.
 */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

const CLIENT = fileURLToPath(new URL('./sequential-client.mjs', import.meta.url));

/**
 * `requests` sequential requests over one keep-alive connection after a short warm-up; the median and p90
 * wall time of each, and the gzipped size of the answer (what a browser downloads with compression on).
 *
 * The requests are sent by a fresh Node process, not by the bench's own: after the load runs the bench's
 * process holds autocannon's results and the floors' state, and its fetch (which also decompresses the
 * answer, as a browser does) took 50–60 ms longer on the huge export than the same fetch in a fresh process
 * (176 against 120 ms; curl: 76 ms).
 */
export async function measureSequential({ requests, warmup, ...target }) {
  const [result] = await measureSideBySide({ targets: [target], requests, warmup });
  return result;
}

/**
 * The same measurement of several targets at once, alternating request by request (large, huge, large, …):
 * their ratio then compares the two servers at the same moments. Measured one after the other, minutes
 * apart, the large account's figure came right after that endpoint's load run and the huge one's from a
 * server just seeded; the ratio of the same code moved between 1.16 and 1.71 from run to run.
 */
export async function measureSideBySide({ targets, requests, warmup = 20 }) {
  const job = {
    targets: targets.map(({ url, method = 'GET', headers = {}, body }) => ({
      url,
      method,
      headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...headers },
      body: body === undefined ? undefined : String(body),
    })),
    requests,
    warmup,
  };
  const results = await runClient(job);
  return results.map(({ times, statuses, lastBody }) => {
    const sorted = [...times].sort((a, b) => a - b);
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    const bytes = Buffer.from(lastBody, 'base64');
    return {
      requests,
      medianMs: round(at(0.5), 2),
      p90Ms: round(at(0.9), 2),
      non2xx: statuses.filter((status) => status < 200 || status >= 300).length,
      bytes: bytes.length,
      gzipKb: round(gzipSync(bytes).length / 1000, 1),
    };
  });
}

function runClient(job) {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [CLIENT],
      { maxBuffer: 256 * 1024 * 1024, env: { ...process.env, BENCH_SEQUENTIAL_JOB: JSON.stringify(job) } },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`sequential client failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout));
      },
    );
    track(child);
  });
}
