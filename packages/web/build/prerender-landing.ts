import { resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type { renderLanding } from '../src/app/prerender-landing.tsx';
import { FONT_META } from './preload-font.ts';

/** What `/` answers (the server's plugins/web.ts names it too); every other route gets index.html. */
const LANDING_HTML = 'landing.html';
const ROOT = '<div id="root"></div>';

/**
 * Writes `landing.html`: the built index.html with the guest's landing page rendered into its root, its
 * title, and a preload of the font its text is set in. The page's largest paint is text, so it no longer
 * waits for the app's JavaScript; the app renders the same markup over it when it starts.
 */
export function prerenderLanding(): Plugin {
  let root = '';
  let conditions: string[] = [];
  return {
    name: 'artledger:prerender-landing',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      conditions = [...config.resolve.conditions];
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const source = String(index.source);
      if (!source.includes(ROOT))
        this.error(`index.html has no empty ${ROOT} to render the landing page into`);
      const { module } = await runnerImport<{ renderLanding: typeof renderLanding }>(
        resolve(root, 'src/app/prerender-landing.tsx'),
        {
          root,
          configFile: false,
          logLevel: 'error',
          resolve: { conditions },
          ssr: { resolve: { conditions, externalConditions: conditions } },
        },
      );
      const { html, title } = module.renderLanding();
      const font = new RegExp(`<meta name="${FONT_META}" content="([^"]+)">`).exec(source)?.[1];
      const fontPreload = font
        ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="${font}">\n  </head>`
        : '</head>';
      const page = source
        .replace(ROOT, `<div id="root">${html}</div>`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`)
        .replace('</head>', fontPreload);
      this.emitFile({ type: 'asset', fileName: LANDING_HTML, source: page });
    },
  };
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
