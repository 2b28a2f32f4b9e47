// Lighthouse performance score of a page served by the built server, median of N runs.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { round } from './autocannon.mjs';
import { signInBrowser } from './browser-session.mjs';
import { CHROMIUM_FLAGS } from './chromium.mjs';
import { waitForQuiet } from './machine.mjs';

const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
};

export async function measureLighthouse({ baseUrl, pages, settings, account }) {
  // chrome-launcher reports a missing browser as an 'error' event nobody listens to, which ends the whole
  // process before the other figures are written; a thrown error is reported in Lighthouse's place instead.
  if (!existsSync(settings.chromiumPath))
    throw new Error(`no Chromium at ${settings.chromiumPath}: install it or set CHROMIUM_PATH`);
  const results = [];
  for (const page of pages) {
    const runs = [];
    const url = new URL(page.path, baseUrl).href;
    for (let i = 0; i < settings.lighthouseRuns; i += 1) {
      // One retry for a run Lighthouse could not complete: a browser hiccup should not cost the page a run.
      // A page behind sign-in (`signedIn: true`) gets the bench account's session in localStorage first.
      const session = page.signedIn ? { baseUrl, account } : undefined;
      let run = await runOnce(url, settings, session);
      if (run.score === null)
        run = { ...(await runOnce(url, settings, session)), firstAttemptError: run.error };
      runs.push(run);
    }
    // Median by score; with an even count the lower middle, which is the cautious reading. A run that could
    // not score the page (e.g. NO_FCP: nothing painted) counts as 0, so it pulls the median down, not away.
    const sorted = [...runs].sort((a, b) => (a.score ?? 0) - (b.score ?? 0));
    const median = sorted[Math.floor((sorted.length - 1) / 2)];
    results.push({ name: page.name, path: page.path, ...median, scores: runs.map((run) => run.score), runs });
  }
  return results;
}

/** A fresh Chromium per run, so no run inherits another's cache, service worker or JIT state. */
async function runOnce(url, settings, session) {
  // Lighthouse scores CPU time; a build running beside it would cost points the page did not lose.
  const quiet = await waitForQuiet(settings.quietWaitS);
  const chrome = await chromeLauncher.launch({
    chromePath: settings.chromiumPath,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  try {
    const config = settings.lighthousePreset === 'desktop' ? desktopConfig : undefined;
    if (session) await signInBrowser({ port: chrome.port, ...session });
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance'],
        // Keep the session just written; the browser is fresh, so the HTTP cache is cold all the same.
        ...(session && { disableStorageReset: true }),
      },
      config,
    );
    const { lhr } = result;
    if (settings.lighthouseSaveDir) saveReport(settings.lighthouseSaveDir, url, lhr);
    if (lhr.runtimeError) {
      return {
        score: null,
        error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`,
        metrics: {},
        otherCpuShareBefore: quiet.otherLoad,
      };
    }
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(url).pathname) {
      const error = `${new URL(url).pathname} ended at ${landed}`;
      return { score: null, error, metrics: {}, otherCpuShareBefore: quiet.otherLoad };
    }
    const metrics = {};
    for (const [key, audit] of Object.entries(METRICS)) {
      const value = lhr.audits[audit]?.numericValue;
      metrics[key] = value === undefined ? null : round(value, key === 'cls' ? 3 : 0);
    }
    return {
      score: lhr.categories.performance.score,
      metrics,
      // Lighthouse's own reading of the host's CPU speed, taken as the run starts (see the report's note).
      benchmarkIndex: round(lhr.environment?.benchmarkIndex ?? Number.NaN, 0),
      otherCpuShareBefore: quiet.otherLoad,
    };
  } finally {
    await chrome.kill();
  }
}

/** The whole Lighthouse result (LCP element, request chains, main-thread work) for a closer look. */
function saveReport(dir, url, lhr) {
  mkdirSync(dir, { recursive: true });
  const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing';
  writeFileSync(path.join(dir, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
}
