// Budgets applied to measured figures. A miss is a verdict, never a harness failure.
import { round } from './autocannon.mjs';
import { BUDGETS } from './settings.mjs';

export function judgeEndpoint({ kind, endpoint, httpFloor, dataFloor }) {
  const minFloor = Math.min(httpFloor.reqPerSec, dataFloor.opsPerSec);
  const ratios = {
    httpFloor: round(endpoint.reqPerSec / httpFloor.reqPerSec, 3),
    dataFloor: round(endpoint.reqPerSec / dataFloor.opsPerSec, 3),
    minFloor: round(endpoint.reqPerSec / minFloor, 3),
    limitedBy: httpFloor.reqPerSec <= dataFloor.opsPerSec ? 'http' : 'data',
  };
  const misses = [];
  if (endpoint.non2xx > 0) misses.push(`${endpoint.non2xx} non-2xx`);
  if (endpoint.errors > 0 || endpoint.timeouts > 0)
    misses.push(`${endpoint.errors} errors, ${endpoint.timeouts} timeouts`);
  if (kind === 'read' && endpoint.p99Ms > BUDGETS.readP99Ms)
    misses.push(`p99 ${endpoint.p99Ms} ms > ${BUDGETS.readP99Ms} ms`);
  if (ratios.minFloor < BUDGETS.minFloorRatio)
    misses.push(`${pct(ratios.minFloor)} of min floor < ${pct(BUDGETS.minFloorRatio)}`);
  return { ratios, verdict: { pass: misses.length === 0, misses } };
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
  if (page.score === null) {
    return { budget: BUDGETS.lighthouseScore, verdict: { pass: false, misses: [page.error] } };
  }
  const pass = page.score >= BUDGETS.lighthouseScore;
  return {
    budget: BUDGETS.lighthouseScore,
    verdict: { pass, misses: pass ? [] : [`${page.score} < ${BUDGETS.lighthouseScore}`] },
  };
}

export function pct(ratio) {
  return `${Math.round(ratio * 100)}%`;
}
