import type { Plugin } from 'vite';

/** The meta tag that names the built Latin subset of Inter for the entry (app/route-start.ts reads it). */
export const FONT_META = 'artledger-font';

/**
 * Names the Latin subset of Inter in the page so the entry can preload it on the screens whose largest paint
 * is text (landing, sign-in, registration): there it downloads alongside the scripts instead of after the
 * first render discovers it. Not a `<link rel=preload>` in the HTML: on the signed-in dashboard and gallery
 * the largest paint is a thumbnail, and 49 kB of font would share the phone's connection with the scripts
 * that paint it (the text shows in the fallback until Inter arrives: font-display swap).
 */
export function preloadFont(pattern = /inter-latin-wght-normal-[\w-]+\.woff2$/): Plugin {
  return {
    name: 'artledger:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const file = Object.keys(context.bundle ?? {}).find((name) => pattern.test(name));
        if (!file) return [];
        return [{ tag: 'meta', attrs: { name: FONT_META, content: `/${file}` }, injectTo: 'head' }];
      },
    },
  };
}
