// Budgets applied to measured figures. A miss is a verdict, never a harness failure.
import { round } from './autocannon.mjs';
import { BUDGETS } from './settings.mjs';

/**
 * Under load, next to the floors: an ideal one-thread server that does the HTTP work (H) and the data work
 * (D) one after the other peaks at 1/(1/H + 1/D), the combined floor. One request at a time: the median on
 * the large account, and on the huge one when it was measured (reports and exports have their own budget).
 */
export function judgeEndpoint({ kind, report, endpoint, httpFloor, dataFloor, sequential, huge }) {
  const combined = 1 / (1 / httpFloor.reqPerSec + 1 / dataFloor.opsPerSec);
  const ratios = {
    httpFloor: round(endpoint.reqPerSec / httpFloor.reqPerSec, 3),
    dataFloor: round(endpoint.reqPerSec / dataFloor.opsPerSec, 3),
    combinedFloor: round(endpoint.reqPerSec / combined, 3),
    combinedFloorReqPerSec: round(combined, 1),
    limitedBy: httpFloor.reqPerSec <= dataFloor.opsPerSec ? 'http' : 'data',
  };
  const misses = [];
  if (endpoint.non2xx > 0) misses.push(`${endpoint.non2xx} non-2xx`);
  if (endpoint.errors > 0 || endpoint.timeouts > 0)
    misses.push(`${endpoint.errors} errors, ${endpoint.timeouts} timeouts`);
  if (ratios.combinedFloor < BUDGETS.combinedFloorRatio)
    misses.push(`${pct(ratios.combinedFloor)} of combined floor < ${pct(BUDGETS.combinedFloorRatio)}`);
  if (kind === 'read' && endpoint.p99Ms > BUDGETS.p99OverP50 * endpoint.p50Ms)
    misses.push(`p99 ${endpoint.p99Ms} ms > ${BUDGETS.p99OverP50} × p50 (${endpoint.p50Ms} ms)`);
  if (kind === 'read') misses.push(...judgeSequential({ report, sequential, huge }));
  return { ratios, verdict: { pass: misses.length === 0, misses } };
}

function judgeSequential({ report, sequential, huge }) {
  const misses = [];
  if (!sequential) return misses;
  if (sequential.non2xx > 0) misses.push(`${sequential.non2xx} non-2xx one at a time`);
  if (!report) {
    if (sequential.medianMs > BUDGETS.sequentialLargeMs)
      misses.push(`median ${sequential.medianMs} ms > ${BUDGETS.sequentialLargeMs} ms (large)`);
    if (sequential.gzipKb > BUDGETS.routineGzipKb)
      misses.push(`${sequential.gzipKb} kB gzip > ${BUDGETS.routineGzipKb} kB`);
  }
  if (!huge) return misses;
  if (huge.non2xx > 0) misses.push(`${huge.non2xx} non-2xx on huge`);
  const budget = report ? BUDGETS.reportHugeMs : BUDGETS.sequentialHugeMs;
  if (huge.medianMs > budget) misses.push(`median ${huge.medianMs} ms > ${budget} ms (huge)`);
  const ratio = huge.medianMs / sequential.medianMs;
  if (!report && ratio > BUDGETS.hugeOverLarge)
    misses.push(`huge ÷ large ${round(ratio, 2)} > ${BUDGETS.hugeOverLarge}`);
  if (!report && huge.gzipKb > BUDGETS.routineGzipKb)
    misses.push(`${huge.gzipKb} kB gzip > ${BUDGETS.routineGzipKb} kB (huge)`);
  return misses;
}

export function judgeBundle(page) {
  const budgetKb = page.initialJsBudget ? BUDGETS.initialJsGzipKb : BUDGETS.anyRouteJsGzipKb;
  if (page.error) return { budgetKb, verdict: { pass: false, misses: [page.error] } };
  const misses = page.gzipKb <= budgetKb ? [] : [`${page.gzipKb} kB > ${budgetKb} kB`];
  if (page.noFullSizeImages && page.images?.full > 0)
    misses.push(`${page.images.full} full-size image(s) on first render`);
  return { budgetKb, verdict: { pass: misses.length === 0, misses } };
}

export function judgeLighthouse(page) {
  const budget = page.signedIn ? BUDGETS.lighthouseSignedInScore : BUDGETS.lighthouseScore;
  if (page.score === null) return { budget, verdict: { pass: false, misses: [page.error] } };
  const pass = page.score >= budget;
  return { budget, verdict: { pass, misses: pass ? [] : [`${page.score} < ${budget}`] } };
}

export function pct(ratio) {
  return `${Math.round(ratio * 100)}%`;
}
