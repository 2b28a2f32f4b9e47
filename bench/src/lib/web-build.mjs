// The bench builds the web app itself, into its own temporary directory: a web build that does not compile
// yet leaves the API figures standing (the web steps say "not measured"), and nobody else's build or test run
// can rewrite or empty packages/web/dist while the bench is serving it.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, WEB_DIST } from './settings.mjs';

/** Returns { built: true, dir } or { built: false, reason }. */
export function buildWeb({ skipBuild, outDir }) {
  if (skipBuild) {
    if (!existsSync(path.join(WEB_DIST, 'index.html')))
      return { built: false, reason: 'BENCH_SKIP_WEB_BUILD=1 and packages/web/dist has no index.html' };
    cpSync(WEB_DIST, outDir, { recursive: true });
    return { built: true, dir: outDir, source: 'packages/web/dist (existing build, copied)' };
  }
  // Relative to the web package: Vite resolves either form, but the web's own build plugins may only join it.
  const relativeOutDir = path.relative(path.join(REPO_ROOT, 'packages/web'), outDir);
  const result = spawnSync(
    'npm',
    ['run', 'build', '-w', '@artledger/web', '--', '--outDir', relativeOutDir, '--emptyOutDir'],
    {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      timeout: 5 * 60_000,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    },
  );
  if (result.status === 0 && existsSync(path.join(outDir, 'index.html')))
    return { built: true, dir: outDir, source: 'vite build of packages/web in this run' };
  const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`.replace(/\x1b\[[0-9;]*m/g, ''); // eslint-disable-line no-control-regex
  const firstError =
    output
      .split('\n')
      .find((line) => /error/i.test(line) && !/^npm (error|ERR)|npm warn/i.test(line.trim())) ??
    `exit code ${result.status ?? result.signal}`;
  return {
    built: false,
    reason: `the web build failed (npm run build -w @artledger/web): ${firstError.trim()}`,
  };
}
