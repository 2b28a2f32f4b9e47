import type { Plugin } from 'vite';

/**
 * Adds a preload for the Latin subset of Inter so the font downloads alongside the scripts instead of
 * after the first render discovers it; the page's largest text otherwise waits for it.
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
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
