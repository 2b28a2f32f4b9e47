import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A dialog's title and its Close button stay inside the dialog, whatever the title holds. The page's
 * own scroll width cannot show this: a fixed dialog's overflow never widens the document.
 */
export async function expectDialogFits(dialog: Locator, label: string): Promise<void> {
  // Measured once its opening animation (a scale) has finished. An animation cancelled meanwhile (its
  // class changed on a re-render) rejects `finished` with an AbortError; it has stopped all the same.
  await dialog.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))),
  );
  const box = await dialog.boundingBox();
  expect(box, `${label}: the dialog is on screen`).not.toBeNull();
  const right = box!.x + box!.width;
  const parts = {
    'Close button': dialog.getByRole('button', { name: 'Close', exact: true }),
    title: dialog.getByRole('heading').first(),
  };
  for (const [name, part] of Object.entries(parts)) {
    const partBox = await part.boundingBox();
    expect(partBox, `${label}: the ${name} is shown`).not.toBeNull();
    expect(partBox!.x + partBox!.width, `${label}: the ${name} ends inside the dialog`).toBeLessThanOrEqual(
      right + 0.5,
    );
  }
}

/**
 * No text runs past the screen's edge or out of a box that clips it. A long unbroken word (a URL, a
 * name without spaces) is the usual culprit: the page may not widen, yet the card hides the end of it.
 * Text cut on purpose (an ellipsis or a line clamp) and boxes that scroll sideways are left out.
 */
export async function expectNoTextOverflow(page: Page, label: string): Promise<void> {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) found.push(`the page scrolls sideways`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (text.length < 2 || !parent || parent.closest('[aria-hidden="true"]')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      if (rect.width === 0) continue;
      for (let el: Element | null = parent; el; el = el.parentElement) {
        const style = getComputedStyle(el);
        if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') break;
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') break;
        const clips = style.overflowX === 'hidden' || style.overflowX === 'clip';
        // Visually hidden text (sr-only, at any breakpoint) sits in a 1 px clipped box on purpose.
        const hidden =
          style.clip !== 'auto' || style.clipPath !== 'none' || el.getBoundingClientRect().width <= 1;
        if (clips && hidden) break;
        const edge = clips ? el.getBoundingClientRect().right : el === document.body ? width : Infinity;
        if (rect.right > edge + 1) {
          found.push(
            `"${text.slice(0, 40)}" ends ${Math.round(rect.right - edge)} px past <${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">`,
          );
          break;
        }
      }
    }
    return found.slice(0, 10);
  });
  expect(problems, `${label}: text out of its box`).toEqual([]);
}
