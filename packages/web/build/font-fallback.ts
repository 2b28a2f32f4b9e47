import { fileURLToPath, pathToFileURL } from 'node:url';
import { generateFontFace, getMetricsForFamily, readMetrics } from 'fontaine';
import type { Plugin } from 'vite';

/** The family src/index.css names right after Inter in the page's font stack (`--font-sans`). */
const FALLBACK_FAMILY = 'Inter Variable fallback';
/** @fontsource's stylesheet of Inter, which this plugin and inter-weights.ts both rewrite. */
export const INTER_CSS = /[\\/]@fontsource-variable[\\/]inter[\\/]index\.css$/;
const INTER_LATIN = './files/inter-latin-wght-normal.woff2';

/**
 * Local fonts that stand in for Inter until it has downloaded, each as one face of the fallback family. A
 * browser uses the last face it has: Arial (Windows, macOS, iOS; Liberation Sans and Arimo are drawn to
 * Arial's metrics, so Linux gets the same face), else Roboto (Android has no Arial).
 */
const STAND_INS = [
  { local: 'Roboto', metricsOf: 'Roboto' },
  { local: 'Arimo', metricsOf: 'Arial' },
  { local: 'Liberation Sans', metricsOf: 'Arial' },
  { local: 'Arial', metricsOf: 'Arial' },
];

/**
 * Adds the stand-in faces to Inter's stylesheet, scaled (fontaine: `size-adjust` and the ascent, descent and
 * line-gap overrides) so text set in them takes the room it will take in Inter. Text painted before Inter
 * arrives (always on a first visit to a signed-in screen, which does not preload it) then keeps its lines and
 * its place when Inter swaps in, instead of the system font's wider letters moving the page.
 */
export function fontFallback(): Plugin {
  return {
    name: 'artledger:font-fallback',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!INTER_CSS.test(file)) return undefined;
      const font = new URL(INTER_LATIN, pathToFileURL(file));
      const inter = await readMetrics(font);
      if (!inter) this.error(`Could not read Inter's metrics from ${fileURLToPath(font)}`);
      const faces: string[] = [];
      for (const { local, metricsOf } of STAND_INS) {
        const metrics = await getMetricsForFamily(metricsOf);
        if (!metrics) this.error(`fontaine has no metrics for ${metricsOf}`);
        faces.push(generateFontFace(inter, { name: FALLBACK_FAMILY, font: local, metrics }));
      }
      return { code: `${code}\n${faces.join('\n')}`, map: null };
    },
  };
}
