// Initial JS of a page, measured in a real browser: the build has no manifest (build.manifest is off), and the
// browser is the honest judge of what a first visit downloads, lazy route chunks included.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { round } from './autocannon.mjs';
import { CHROMIUM_FLAGS } from './chromium.mjs';

/**
 * Opens each page in a fresh browser context (cold cache) and gzips (zlib default level, as a server would)
 * every JavaScript response it received up to the first quiet network: the entry, its modulepreloads, and the
 * lazy route chunk(s) the router fetches to draw the first screen. Chunks requested before and after the
 * window load event are both listed, so the split stays visible. Scripts the page only prefetches for the
 * next one (`<link rel="prefetch">`, sent with `Sec-Purpose: prefetch`; downloaded at idle, not run) are
 * listed and summed apart: they are not the page's initial JavaScript.
 */
export async function measureBundles({ baseUrl, pages, account, settings }) {
  const browser = await chromium.launch({ executablePath: settings.chromiumPath, args: CHROMIUM_FLAGS });
  try {
    const results = [];
    for (const page of pages) {
      // A page that does not load is that page's failed verdict, not the end of the run.
      results.push(
        await measurePage(browser, { baseUrl, page, account }).catch((error) => ({
          name: page.name,
          path: page.path,
          error: error.message.split('\n')[0],
        })),
      );
    }
    return results;
  } finally {
    await browser.close();
  }
}

async function measurePage(browser, { baseUrl, page, account }) {
  const context = await browser.newContext();
  try {
    await page.prepare?.({ context, baseUrl, account });
    const tab = await context.newPage();
    const scripts = [];
    const images = { full: [], thumbnails: 0, other: 0 };
    let loaded = false;
    tab.on('load', () => (loaded = true));
    tab.on('request', (request) => {
      if (request.resourceType() !== 'image') return;
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/uploads/artworks/')) images.full.push(pathname);
      else if (pathname.startsWith('/uploads/thumbnails/')) images.thumbnails += 1;
      else images.other += 1;
    });
    tab.on('response', (response) => {
      const request = response.request();
      if (request.resourceType() !== 'script' && !new URL(response.url()).pathname.endsWith('.js')) return;
      scripts.push({
        url: response.url(),
        beforeLoad: !loaded,
        prefetch: request.allHeaders().then((headers) => headers['sec-purpose']?.startsWith('prefetch')),
        body: response.body().catch(() => undefined),
      });
    });
    const response = await tab.goto(new URL(page.path, baseUrl).href, { waitUntil: 'load', timeout: 30_000 });
    if (!response?.ok()) throw new Error(`GET ${page.path} answered ${response?.status()}`);
    // Lazy route chunks start after the entry runs; wait until the network has been quiet for 500 ms.
    await tab.waitForLoadState('networkidle', { timeout: 30_000 });
    // A page behind sign-in that bounced to /login would measure the login page under the wrong name.
    const landed = new URL(tab.url()).pathname;
    if (landed !== new URL(page.path, baseUrl).pathname) throw new Error(`${page.path} ended at ${landed}`);
    const files = [];
    const prefetched = [];
    for (const script of scripts) {
      const body = await script.body;
      if (!body) throw new Error(`could not read ${script.url}`);
      const file = new URL(script.url).pathname;
      if (await script.prefetch) {
        prefetched.push({ file, gzipBytes: gzipSync(body).length });
        continue;
      }
      files.push({
        file,
        beforeLoad: script.beforeLoad,
        rawBytes: body.length,
        gzipBytes: gzipSync(body).length,
      });
    }
    const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
    return {
      name: page.name,
      path: page.path,
      // Images requested until the network was quiet (first render, 1280 × 720 viewport): artwork files at
      // full size, thumbnails, anything else.
      images: {
        full: images.full.length,
        thumbnails: images.thumbnails,
        other: images.other,
        fullUrls: images.full.slice(0, 5),
      },
      jsFiles: files.length,
      rawKb: round(files.reduce((sum, file) => sum + file.rawBytes, 0) / 1024, 1),
      gzipKb: round(gzipBytes / 1024, 1),
      gzipKbBeforeLoad: round(
        files.filter((f) => f.beforeLoad).reduce((s, f) => s + f.gzipBytes, 0) / 1024,
        1,
      ),
      files,
      prefetchedGzipKb: round(prefetched.reduce((sum, file) => sum + file.gzipBytes, 0) / 1024, 1),
      prefetched,
    };
  } finally {
    await context.close();
  }
}
