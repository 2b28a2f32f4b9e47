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
  // Colours blended mid fade-in (a dialog opening) are not what the user reads: scan the settled page.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
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
