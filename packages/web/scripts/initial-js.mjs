// Prints the gzip size of the JS a first visit to each public route downloads: the entry chunk, the
// route's lazy page chunk, and every chunk those import statically.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const assets = join(dist, 'assets');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = html.match(/src="\/assets\/([^"]+\.js)"/)?.[1];
if (!entry) throw new Error('No entry script in dist/index.html');

const files = readdirSync(assets);
const staticImports = (file) =>
  [
    ...readFileSync(join(assets, file), 'utf8').matchAll(
      /(?:import|export)[^"'()]*?from\s*["']\.\/([^"']+)["']|import\s*["']\.\/([^"']+)["']/g,
    ),
  ].map((m) => m[1] ?? m[2]);

function closure(start) {
  const seen = new Set();
  const stack = [...start];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...staticImports(file));
  }
  return seen;
}

const gz = (file) => gzipSync(readFileSync(join(assets, file)), { level: 9 }).length;
const routes = {
  // A guest's landing page is in its HTML; the entry adds only the plans check (app/landing-start.ts).
  '/': 'landing-start',
  '/login': 'login-page',
  '/register': 'register-page',
  '/dashboard': 'dashboard-page',
};
for (const [route, name] of Object.entries(routes)) {
  const page = files.find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
  const start = [entry, ...(page ? [page] : [])];
  if (route === '/dashboard') start.push(files.find((f) => f.startsWith('app-layout-')));
  const all = closure(start.filter(Boolean));
  const total = [...all].reduce((sum, f) => sum + gz(f), 0);
  console.log(`${route.padEnd(12)} ${(total / 1000).toFixed(1)} kB gzip (${all.size} files)`);
}
