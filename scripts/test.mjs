// `npm test`: lint, type-check, every unit/integration suite (server on SQLite, then on PostgreSQL when
// TEST_DATABASE_URL is set), a production build, the bench harness's check, then the browser suite against
// it. Ends with one line "N passed, N failed" summed over every suite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const reports = path.join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];

function step(name, command, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  return { ok: result.status === 0, seconds };
}

function check(name, command, args, env) {
  const { ok, seconds } = step(name, command, args, env);
  if (ok) totals.passed += 1;
  else totals.failed += 1;
  summary.push(`${ok ? '✔' : '✘'} ${name} (${seconds}s)`);
  return ok;
}

function vitest(name, workspace, env = {}) {
  const file = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const { ok, seconds } = step(
    name,
    'npx',
    ['vitest', 'run', '--root', workspace, '--reporter=default', '--reporter=json', `--outputFile=${file}`],
    env,
  );
  if (!existsSync(file)) {
    totals.failed += 1;
    summary.push(`✘ ${name}: the runner produced no report (${seconds}s)`);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  totals.passed += report.numPassedTests;
  totals.failed += failed;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  summary.push(
    `${failed ? '✘' : '✔'} ${name}: ${report.numPassedTests} passed, ${failed} failed (${seconds}s)`,
  );
}

/** One Playwright run; its JSON report's figures are added to the totals under `name`. */
function playwright(name, args) {
  const file = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const { ok, seconds } = step(
    name,
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...args],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    },
  );
  if (!existsSync(file)) {
    totals.failed += 1;
    summary.push(`✘ ${name}: the runner produced no report (${seconds}s)`);
    return;
  }
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  const failed = stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1);
  totals.passed += stats.expected + stats.flaky;
  totals.failed += failed;
  totals.skipped += stats.skipped;
  summary.push(
    `${failed ? '✘' : '✔'} ${name}: ${stats.expected + stats.flaky} passed, ${failed} failed, ${stats.skipped} skipped (${seconds}s)`,
  );
}

check('lint (ESLint + Prettier)', 'npm', ['run', 'lint', '--silent']);
check('type-check', 'npm', ['run', 'typecheck', '--silent']);
vitest('domain', 'packages/domain');
vitest('server on SQLite', 'packages/server', { TEST_DB: 'sqlite' });
if (process.env.TEST_DATABASE_URL) vitest('server on PostgreSQL', 'packages/server', { TEST_DB: 'postgres' });
else summary.push('– server on PostgreSQL: skipped (set TEST_DATABASE_URL to run it)');
vitest('web', 'packages/web');
if (check('build', 'npm', ['run', 'build', '--silent'])) {
  // The bench's endpoints and data floors call the built server by name; a rename must not break them unseen.
  check('bench harness: every endpoint answers and its data floor computes the same', 'node', [
    'bench/src/check.mjs',
  ]);
  playwright('browser (Playwright, Chromium)', ['--project', 'chromium']);
  // Alone on the machine: it measures the main thread's long tasks.
  playwright('browser: huge gallery scroll', ['--project', 'huge-gallery', '--workers', '1']);
} else summary.push('✘ browser: not run because the build failed');

console.log(`\n${summary.join('\n')}`);
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed > 0 ? 1 : 0);
