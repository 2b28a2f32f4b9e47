import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

const BLOCKING = new Set(['serious', 'critical']);

function describe(violation: Violation): string {
  const nodes = violation.nodes
    .slice(0, 8)
    .map((node) => {
      const target = node.target.map(String).join(' ');
      const why = node.failureSummary?.replace(/\s+/g, ' ').trim() ?? '';
      return `      - ${target}\n        ${node.html.slice(0, 200)}\n        ${why}`;
    })
    .join('\n');
  const more = violation.nodes.length > 8 ? `\n      … and ${violation.nodes.length - 8} more` : '';
  return `  [${violation.impact}] ${violation.id}: ${violation.help}\n    ${violation.helpUrl}\n${nodes}${more}`;
}

/**
 * Runs axe (WCAG 2.0/2.1/2.2 A and AA plus best practices) on the page as it is now and fails on any
 * violation of impact serious or critical, listing each one readably. The page must come from
 * browser.newContext() (the `page` fixture does).
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  let results = await scanSettled(page);
  // A success toast can start fading out while axe reads it (it lives 2 s): its colours blended with what
  // is behind it are not what the user read. Findings only on toasts are checked again once they settle;
  // a settled toast with poor contrast still fails.
  for (let attempt = 0; attempt < 3 && (await onlyToastsFailed(page, results)); attempt++) {
    results = await scanSettled(page);
  }
  // A scan that checked nothing would pass vacuously.
  expect(results.passes.length, `axe checked nothing on ${label}`).toBeGreaterThan(0);
  await test.info().attach(`axe ${label}`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const minor = results.violations.filter((v) => !BLOCKING.has(v.impact ?? ''));
  if (minor.length) {
    console.log(`axe on ${label}: not blocking: ${minor.map((v) => `${v.id} (${v.impact})`).join(', ')}`);
  }
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const report = blocking.length
    ? `axe found ${blocking.length} serious/critical violation(s) on ${label} (${page.url()}):\n${blocking
        .map(describe)
        .join('\n')}`
    : '';
  if (report) console.log(report);
  expect(blocking, report).toEqual([]);
}

async function scanSettled(page: Page): Promise<AxeResults> {
  // Colours blended mid fade-in (a dialog opening) are not what the user reads: scan the settled page.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
}

/** Whether every blocking finding is on a toast that is moving, fading or gone since the scan. */
async function onlyToastsFailed(page: Page, results: AxeResults): Promise<boolean> {
  const targets = results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .flatMap((v) => v.nodes.map((node) => node.target.map(String).join(' ')));
  if (targets.length === 0) return false;
  return page.evaluate((selectors) => {
    const toaster = document.querySelector('[data-toaster]');
    if (!toaster) return false;
    const moving = toaster.getAnimations({ subtree: true }).length > 0;
    const faded = (element: Element) => {
      for (let node: Element | null = element; node && node !== toaster; node = node.parentElement) {
        if (Number(getComputedStyle(node).opacity) < 1) return true;
      }
      return false;
    };
    return selectors.every((selector) => {
      const element = document.querySelector(selector);
      if (!element) return true;
      return toaster.contains(element) && (moving || faded(element));
    });
  }, targets);
}
