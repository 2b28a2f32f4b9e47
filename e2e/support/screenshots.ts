import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '..', '.artifacts', 'screenshots');

/** Saves a full-page screenshot to e2e/.artifacts/screenshots/<name>.png and returns its path. */
export async function saveScreenshot(page: Page, name: string, fullPage = true): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path: file, fullPage, animations: 'disabled' });
  return file;
}
