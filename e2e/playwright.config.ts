import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './support/browser';

const e2eDir = import.meta.dirname;
const browser = findChromium();

export default defineConfig({
  testDir: path.join(e2eDir, 'specs'),
  outputDir: path.join(e2eDir, '.artifacts', 'results'),
  globalSetup: path.join(e2eDir, 'support', 'global-setup.ts'),
  globalTeardown: path.join(e2eDir, 'support', 'global-teardown.ts'),
  // One shared server for the whole run; each test makes its own users, so tests run in parallel.
  workers: 2,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // `json` writes to $PLAYWRIGHT_JSON_OUTPUT_NAME (scripts/test.mjs reads it), else into .artifacts.
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(e2eDir, '.artifacts', 'report.json'),
      },
    ],
  ],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    // Tracing costs time on a 2-core machine; E2E_TRACE=1 keeps a trace of each failed test.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    launchOptions: {
      executablePath: browser.executablePath,
      args: CHROMIUM_ARGS,
    },
  },
  // The huge-gallery check times the main thread, so `npm test` runs it on its own after the rest
  // (`--project huge-gallery --workers 1`): a test beside it on the other core would skew its long tasks.
  projects: [
    { name: 'chromium', testIgnore: /gallery-scroll\.spec\.ts/ },
    // Two retries because the budget times the main thread of a shared machine; no known slow path is left
    // (quiet runs: the longest task is about 120 ms). Each attempt is held to the same 200 ms budget.
    { name: 'huge-gallery', testMatch: /gallery-scroll\.spec\.ts/, retries: 2 },
  ],
});
