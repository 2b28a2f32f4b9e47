import { resolve } from 'node:path';
import { runnerImport, type Plugin, type Rollup } from 'vite';
import { LANDING_PLANS_META, NEXT_PAGES_META } from '../src/app/landing-meta.ts';
import type { renderLanding } from '../src/app/prerender-landing.tsx';
import { FONT_META } from './preload-font.ts';

/** What `/` answers (the server's plugins/web.ts names it too); every other route gets index.html. */
const LANDING_HTML = 'landing.html';
const ROOT = '<div id="root"></div>';
/** The modules a full load of sign-in or registration starts from, besides the entry. */
const NEXT_PAGES = [
  /[\\/]src[\\/]app[\\/]boot\.tsx$/,
  /[\\/]features[\\/]auth[\\/]pages[\\/](login|register)-page\.tsx$/,
];

/**
 * Writes `landing.html`: the built index.html with the guest's landing page rendered into its root, its
 * title, a preload of the font its text is set in, and, for the entry, which plans its cards show and the
 * scripts of the pages its links lead to (app/landing-meta.ts). The page's largest paint is text, so it
 * does not wait for the app's JavaScript; when the app starts (for a signed-in visitor, or for plans other
 * than the built-in ones), it renders the same markup over it.
 */
export function prerenderLanding(): Plugin {
  let root = '';
  let base = '/';
  let conditions: string[] = [];
  return {
    name: 'artledger:prerender-landing',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
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
      const { html, title, plans } = module.renderLanding();
      const font = new RegExp(`<meta name="${FONT_META}" content="([^"]+)">`).exec(source)?.[1];
      const fontPreload = font
        ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="${font}">\n  </head>`
        : '</head>';
      const nextPages = nextPageScripts(bundle).map((file) => base + file);
      const metas =
        `<meta name="${LANDING_PLANS_META}" content="${escapeText(plans).replace(/"/g, '&quot;')}">\n  ` +
        `<meta name="${NEXT_PAGES_META}" content="${nextPages.join(' ')}">\n  `;
      const page = source
        .replace(ROOT, `<div id="root">${html}</div>`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`)
        .replace('</head>', metas + fontPreload);
      this.emitFile({ type: 'asset', fileName: LANDING_HTML, source: page });
    },
  };
}

/**
 * The scripts a full load of sign-in or registration runs that the landing page's own load has not: the
 * boot's and those pages' chunks with everything they import statically, less the entry's.
 */
function nextPageScripts(bundle: Rollup.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const closure = (roots: Rollup.OutputChunk[]) => {
    const seen = new Set<string>();
    const stack = roots.map((chunk) => chunk.fileName);
    while (stack.length) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const chunk = bundle[file];
      if (chunk?.type === 'chunk') stack.push(...chunk.imports);
    }
    return seen;
  };
  const loaded = closure(chunks.filter((chunk) => chunk.isEntry));
  const roots = chunks.filter((chunk) => NEXT_PAGES.some((page) => page.test(chunk.facadeModuleId ?? '')));
  if (roots.length !== 3)
    throw new Error(`expected the boot, sign-in and registration chunks, found ${roots.length}`);
  return [...closure(roots)].filter((file) => !loaded.has(file)).sort();
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
