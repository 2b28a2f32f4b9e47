import type { Page, Route } from '@playwright/test';

/**
 * Holds back the app's shared chunks (by default `app`, never the tiny entry) until `release` is called, to
 * see what the page does before its code has arrived. `held` lists the requests waiting.
 */
export async function holdScripts(
  page: Page,
  chunks: string[] = ['app'],
): Promise<{ held: Route[]; release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(new RegExp(`/assets/(${chunks.join('|')})-[\\w-]{8}\\.js$`), async (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    held,
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}
