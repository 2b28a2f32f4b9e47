import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** The flags every run uses: quiet, sandbox-free, no network chatter of its own. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserChoice {
  /** Absolute path of the Chromium to launch, or undefined when none is installed. */
  executablePath: string | undefined;
  /** Where it came from, for the run's banner. */
  source: 'CHROMIUM_PATH' | '/usr/bin/chromium' | 'playwright' | 'none';
}

function playwrightOwnChromium(): string | undefined {
  try {
    const candidate = chromium.executablePath();
    return candidate && existsSync(candidate) ? candidate : undefined;
  } catch {
    return undefined;
  }
}

/** CHROMIUM_PATH, else the Debian package, else Playwright's own download — never `playwright install`. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): BrowserChoice {
  const fromEnv = env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return { executablePath: fromEnv, source: 'CHROMIUM_PATH' };
  if (existsSync('/usr/bin/chromium'))
    return { executablePath: '/usr/bin/chromium', source: '/usr/bin/chromium' };
  const own = playwrightOwnChromium();
  if (own) return { executablePath: own, source: 'playwright' };
  return { executablePath: undefined, source: 'none' };
}

export const E2E_REQUIRED = process.env.E2E_REQUIRED === '1';

export const NO_BROWSER_MESSAGE = [
  '',
  '#'.repeat(78),
  '#  NO CHROMIUM FOUND — THE BROWSER SUITE CANNOT RUN.',
  '#  Looked at $CHROMIUM_PATH, /usr/bin/chromium and Playwright’s own download.',
  '#  Install one (apt-get install chromium) or set CHROMIUM_PATH.',
  E2E_REQUIRED
    ? '#  E2E_REQUIRED=1: FAILING THE RUN.'
    : '#  Every browser test is SKIPPED (set E2E_REQUIRED=1 to fail instead).',
  '#'.repeat(78),
  '',
].join('\n');
