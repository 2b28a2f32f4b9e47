// Writes bench/results/latest.json (every figure) and latest.md (the tables people read).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pct } from './verdicts.mjs';
import { BUDGETS, RESULTS_DIR } from './settings.mjs';

export function writeResults(results) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const markdown = toMarkdown(results);
  writeFileSync(path.join(RESULTS_DIR, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(RESULTS_DIR, 'latest.md'), markdown);
  return markdown;
}

const fmt = (value, digits = 0) =>
  value === null || value === undefined || Number.isNaN(value)
    ? '–'
    : value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const NOISY = 0.1;

function otherCpu(e) {
  return worstShare([e.endpoint, e.httpFloor, e.dataFloor].map((m) => m.machine?.otherCpuShare));
}

/** The worst foreign-CPU share of some measurements; '–' where the machine could not be sampled. */
function worstShare(shares) {
  const known = shares.filter((share) => typeof share === 'number');
  if (known.length === 0) return '–';
  const worst = Math.max(...known);
  return `${worst >= NOISY ? '⚠ ' : ''}${pct(worst)}`;
}

function verdictText({ pass, misses }) {
  return pass ? 'pass' : `**FAIL**: ${misses.join('; ')}`;
}

function table(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** Writes that use up data (uploads, sales) run a fixed number of requests: their per-request times. */
function countBounded(endpoints) {
  const rows = endpoints.filter((e) => e.load && !e.error);
  if (rows.length === 0) return [];
  return [
    '### Count-bounded writes',
    '',
    table(
      [
        'endpoint',
        'requests',
        'connections',
        'mean ms',
        'p50 ms',
        'p99 ms',
        'per second',
        'data floor ops/s',
      ],
      rows.map((e) => [
        e.name,
        fmt(e.endpoint.requests),
        fmt(e.load.connections),
        fmt(e.endpoint.meanMs, 1),
        fmt(e.endpoint.p50Ms, 1),
        fmt(e.endpoint.p99Ms, 1),
        fmt(e.endpoint.reqPerSec, 1),
        fmt(e.dataFloor.opsPerSec, 1),
      ]),
    ),
    '',
    'Each request uses up data (a fresh artwork per sale; a new artwork per upload), so these run a fixed ' +
      'number of requests (after a fixed-count warm-up) instead of a fixed time; the floors run the same count.',
    '',
  ];
}

export function toMarkdown(results) {
  const { meta, settings } = results;
  const lines = [
    '# ArtLedger bench — latest run',
    '',
    `${meta.date} · commit \`${meta.git.commit.slice(0, 12)}\`${meta.git.dirty ? ' (working tree had changes)' : ''} · ` +
      `Node ${meta.node} · ${meta.cpus} CPUs (${meta.cpuModel}) · autocannon ${settings.connections} connections, ` +
      `${settings.duration} s (+${settings.warmup} s warm-up) per measurement` +
      (meta.cores ? ` · API measured with ${meta.cores}` : ''),
    '',
    '## API',
    '',
    `Budgets: under load, throughput ≥ ${pct(BUDGETS.combinedFloorRatio)} of the combined floor 1/(1/H + 1/D) ` +
      `and, for reads, p99 ≤ ${BUDGETS.p99OverP50} × p50; no non-2xx, errors or timeouts. One request at a time ` +
      `(median of ${settings.sequentialRequests ?? '–'}): routine reads ≤ ${BUDGETS.sequentialLargeMs} ms on the ` +
      `large account, ≤ ${BUDGETS.sequentialHugeMs} ms on the huge one and huge ÷ large ≤ ${BUDGETS.hugeOverLarge}; ` +
      `reports and exports ≤ ${BUDGETS.reportHugeMs} ms on huge; no routine answer above ${BUDGETS.routineGzipKb} kB ` +
      'gzip. Writes (login, uploads, sales) have the throughput budget only.',
    '',
    results.huge
      ? results.huge.error
        ? `Huge account (${results.huge.scale}×): not measured: ${results.huge.error}`
        : `Huge account: ${results.huge.scale}× large (${fmt(results.huge.seeded?.artworks)} artworks, ` +
          `${fmt(results.huge.seeded?.dealers)} dealers, ${fmt(results.huge.seeded?.consignments)} consignments, ` +
          `${fmt(results.huge.seeded?.sales)} sales).`
      : 'Huge account: not measured (BENCH_SCALE=10 measures it).',
    '',
    table(
      [
        'endpoint',
        'req/s',
        'p50 ms',
        'p99 ms',
        'non-2xx',
        'HTTP floor req/s',
        'data floor ops/s',
        'ratio to combined floor',
        'one at a time: large ms',
        'huge ms',
        'huge ÷ large',
        'gzip kB',
        'other CPU',
        'verdict',
      ],
      results.endpoints.map((e) =>
        e.error
          ? [e.name, ...Array(12).fill('–'), `**FAIL**: ${e.error}`]
          : [
              e.name,
              fmt(e.endpoint.reqPerSec),
              fmt(e.endpoint.p50Ms, 1),
              fmt(e.endpoint.p99Ms, 1),
              fmt(e.endpoint.non2xx),
              fmt(e.httpFloor.reqPerSec),
              fmt(e.dataFloor.opsPerSec),
              fmt(e.ratios?.combinedFloor, 2),
              fmt(e.sequential?.medianMs, 1),
              fmt(e.huge?.medianMs, 1),
              e.sequential && e.huge ? fmt(e.huge.medianMs / e.sequential.medianMs, 2) : '–',
              fmt(e.huge?.gzipKb ?? e.sequential?.gzipKb, 1),
              otherCpu(e),
              verdictText(e.verdict),
            ],
      ),
    ),
    '',
    'HTTP floor (H): a bare Fastify route answering the same bytes and content-type. Data floor (D): the ' +
      'endpoint’s own work in-process (auth check + query + JSON.stringify; for login: find user + Argon2id ' +
      'verify + JWT sign), 50 concurrent async workers. Floor latencies are in latest.json. One at a time: ' +
      'sequential requests over one keep-alive connection, median wall time (with the huge account, large ' +
      'and huge alternate request by request); gzip kB is the answer gzipped ' +
      '(the huge account’s where measured). Other CPU: the most CPU that processes outside the bench used ' +
      `during any of the three load measurements (⚠ above ${pct(NOISY)}: the figures are disturbed; run again ` +
      'on a quiet machine).',
    '',
    ...countBounded(results.endpoints),
    '## Web: initial JS (gzip)',
    '',
  ];
  if (!results.bundles.measured) lines.push(`Not measured: ${results.bundles.reason}`);
  else
    lines.push(
      `Every JS file a cold first visit downloads until the network is quiet (entry, modulepreloads, lazy ` +
        `route chunks), gzipped at zlib's default level, in headless Chromium. Scripts a page prefetches ` +
        `for the next one (downloaded at idle, not run) are summed apart and not judged.`,
      '',
      table(
        [
          'page',
          'JS gzip kB',
          'of which before load',
          'files',
          'prefetched for the next page kB',
          'budget kB',
          'images: full / thumbnails',
          'verdict',
        ],
        results.bundles.pages.map((p) => [
          `${p.name} (${p.path})`,
          fmt(p.gzipKb, 1),
          fmt(p.gzipKbBeforeLoad, 1),
          fmt(p.jsFiles),
          fmt(p.prefetchedGzipKb, 1),
          fmt(p.budgetKb),
          p.images ? `${fmt(p.images.full)} / ${fmt(p.images.thumbnails)}` : '–',
          verdictText(p.verdict),
        ]),
      ),
      '',
      'Images: requests for /uploads/artworks/ (full size) and /uploads/thumbnails/ until the network was ' +
        'quiet, in a 1280 × 720 viewport; the gallery must request no full-size image on its first render.',
    );
  lines.push('', '## Web: Lighthouse performance', '');
  if (!results.lighthouse.measured) lines.push(`Not measured: ${results.lighthouse.reason}`);
  else
    lines.push(
      `Lighthouse ${results.lighthouse.version}, ${results.lighthouse.preset} preset ` +
        `(${results.lighthouse.preset === 'mobile' ? 'default config: simulated slow 4G, 4× CPU slowdown' : 'desktop config'}), ` +
        `median of ${results.lighthouse.runs} run(s), pages served by the built server.`,
      '',
      "Host CPU index: Lighthouse's benchmark index of this machine at the start of each run. Its 4× CPU " +
        'slowdown stands for a mid-tier phone when the host reads 1500–2000, a high-end desktop (Lighthouse ' +
        "docs, throttling.md); a slower host makes the same page's blocking time and largest paint longer.",
      '',
      table(
        [
          'page',
          'score',
          'runs',
          'FCP ms',
          'LCP ms',
          'TBT ms',
          'CLS',
          'host CPU index',
          'other CPU before',
          'budget',
          'verdict',
        ],
        results.lighthouse.pages.map((p) => [
          `${p.name} (${p.path})`,
          fmt(p.score, 2),
          p.scores.map((s) => fmt(s, 2)).join(', '),
          fmt(p.metrics.fcpMs),
          fmt(p.metrics.lcpMs),
          fmt(p.metrics.tbtMs),
          fmt(p.metrics.cls, 3),
          p.runs.map((run) => fmt(run.benchmarkIndex)).join(', '),
          worstShare(p.runs.map((run) => run.otherCpuShareBefore)),
          `≥ ${p.budget}`,
          verdictText(p.verdict),
        ]),
      ),
    );
  return `${lines.join('\n')}\n`;
}
