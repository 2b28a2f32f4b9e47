// Why a page's Lighthouse largest paint is what it is: one mobile run against a server you started, then the
// requests and main-thread tasks Lighthouse's simulation (Lantern) counted before that paint, with the
// times it simulated for each. Usage (bench/README.md, "Reading a page's simulated largest paint"):
//   node bench/src/lighthouse-graph.mjs <base url> <path> [username] [password]
// The page is opened signed in as that account (the bench account by default).
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { measureLighthouse } from './lib/lighthouse.mjs';
import { loadSettings } from './lib/settings.mjs';
import { BENCH_USER } from './seed/bench-user.mjs';

const [baseUrl, pagePath, username = BENCH_USER.username, password = BENCH_USER.password] =
  process.argv.slice(2);
if (!baseUrl || !pagePath) {
  console.error('usage: node bench/src/lighthouse-graph.mjs <base url> <path> [username] [password]');
  process.exit(2);
}

const response = await fetch(new URL('/api/auth/login', baseUrl), {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username, password }),
});
if (!response.ok) throw new Error(`sign-in as ${username} failed: ${response.status}`);
const { token, user } = await response.json();

const settings = { ...loadSettings(), lighthouseRuns: 1 };
const [run] = await measureLighthouse({
  baseUrl,
  pages: [{ name: pagePath, path: pagePath, signedIn: true }],
  settings,
  account: { token, user },
});
console.log(`${pagePath}: score ${run.score}`, run.metrics);

// Lantern estimates the largest paint twice, from an optimistic and a pessimistic choice of what the paint
// waited for, and reports their mean; each simulation's node timings stay in the simulator's debug map.
for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
  if (!/^(optimistic|pessimistic)LargestContentfulPaint$/.test(label)) continue;
  const end = Math.max(...[...timings.values()].map((timing) => timing.endTime));
  console.log(`\n${label}: ${Math.round(end)} ms`);
  console.log('  start    end  what');
  const byStart = [...timings].sort(([, a], [, b]) => a.startTime - b.startTime);
  for (const [node, timing] of byStart) {
    const start = String(Math.round(timing.startTime)).padStart(7);
    const finish = String(Math.round(timing.endTime)).padStart(6);
    console.log(`${start} ${finish}  ${describe(node, baseUrl)}`);
  }
}

/** A request by its path and size; a main-thread task by its observed length and its largest parts. */
function describe(node, base) {
  if (node.type === 'network') {
    const url = node.request.url.startsWith(base) ? node.request.url.slice(base.length) : node.request.url;
    return `request ${url} (${node.request.transferSize} B)`;
  }
  const parts = new Map();
  for (const event of node.childEvents) {
    const script = event.args?.data?.url?.split('/').pop();
    const name = script ? `${event.name} ${script}` : event.name;
    parts.set(name, (parts.get(name) ?? 0) + (event.dur ?? 0) / 1000);
  }
  const largest = [...parts]
    .filter(([, ms]) => ms >= 1)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 4)
    .map(([name, ms]) => `${name} ${Math.round(ms)} ms`);
  return `task, observed ${Math.round(node.duration / 1000)} ms: ${largest.join(', ')}`;
}
