// One user, one request at a time (the budgets in bench/README.md): what a screen's call costs when nothing else runs.
import { gzipSync } from 'node:zlib';
import { round } from './autocannon.mjs';

/**
 * What a browser on the deployed (HTTPS) app accepts. Node's fetch alone offers gzip and deflate, so the
 * server gzipped at level 6 for these measurements, a path no browser takes: on the sales export of the
 * huge account that was 30–40 ms slower than the brotli a browser gets.
 */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

/**
 * `requests` sequential requests over one keep-alive connection after a short warm-up; the median and p90
 * wall time of each, and the gzipped size of the answer (what a browser downloads with compression on).
 */
export async function measureSequential({ url, method = 'GET', headers = {}, body, requests, warmup = 20 }) {
  const sent = { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...headers };
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { method, headers: sent, body, signal: AbortSignal.timeout(30_000) });
    const bytes = Buffer.from(await response.arrayBuffer());
    return { ms: performance.now() - started, status: response.status, bytes };
  };
  for (let i = 0; i < warmup; i += 1) await once();
  const times = [];
  let last;
  let non2xx = 0;
  for (let i = 0; i < requests; i += 1) {
    last = await once();
    if (last.status < 200 || last.status >= 300) non2xx += 1;
    times.push(last.ms);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return {
    requests,
    medianMs: round(at(0.5), 2),
    p90Ms: round(at(0.9), 2),
    non2xx,
    bytes: last.bytes.length,
    gzipKb: round(gzipSync(last.bytes).length / 1000, 1),
  };
}
