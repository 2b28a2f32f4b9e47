import { createHash } from 'node:crypto';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { INTER_CSS } from './font-fallback.ts';

/**
 * The weights the interface sets text in: regular, font-medium and font-semibold, and bold for `<strong>`.
 * Nothing asks for a lighter or a heavier Inter (a check in inter-weights.test.ts keeps it so).
 */
export const INTER_WEIGHTS = { min: 400, max: 700 } as const;

const FONT_FACE = /@font-face\s*{[^}]*}/g;

/**
 * Inter's variable files span every weight from 100 to 900, and the Latin one is 48 kB: on a phone's
 * connection that is a quarter of a second of the first visit. Cut to the weights the interface uses, and to
 * the characters each file is declared for (its unicode-range), the Latin file is about 31 kB and draws those
 * weights as before: the same shapes, and advances that differ by a fraction of a pixel across a line (the
 * instancer rounds the rescaled variations; the browser suite compares the two). The rewritten files are
 * cached under Vite's cache directory, keyed by their source and these settings, so a build pays for them
 * once; the stylesheet then points at them and the bundler hashes them like any asset.
 */
export function interWeights(): Plugin {
  let cacheDir = '';
  return {
    name: 'artledger:inter-weights',
    enforce: 'pre',
    configResolved(config) {
      cacheDir = path.join(config.cacheDir, 'artledger-inter');
    },
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!INTER_CSS.test(file)) return undefined;
      const cssDir = path.dirname(file);
      // Inter's own faces; the stand-ins font-fallback.ts adds are local fonts.
      const faces = (code.match(FONT_FACE) ?? []).filter((face) => face.includes('url(./files/'));
      if (!faces.length) this.error(`No Inter @font-face in ${file}`);
      let out = code;
      for (const face of faces) {
        const url = /url\((\.\/files\/[^)]+\.woff2)\)/.exec(face)?.[1];
        const range = /unicode-range:\s*([^;}]+)/.exec(face)?.[1];
        if (!url || !range || !/font-weight:\s*100 900/.test(face))
          this.error(`Unexpected @font-face in ${file}: ${face}`);
        const instanced = await instance(path.join(cssDir, url), range, cacheDir);
        const rewritten = face
          .replace(url, toCssUrl(path.relative(cssDir, instanced)))
          .replace(/font-weight:\s*100 900/, `font-weight: ${INTER_WEIGHTS.min} ${INTER_WEIGHTS.max}`);
        out = out.replace(face, rewritten);
      }
      return { code: out, map: null };
    },
  };
}

/** The file's subset for these characters and weights, from the cache or made now. */
async function instance(source: string, unicodeRange: string, cacheDir: string): Promise<string> {
  const font = await readFile(source);
  const key = createHash('sha256')
    .update(font)
    .update(JSON.stringify({ unicodeRange, INTER_WEIGHTS, version: 1 }))
    .digest('hex')
    .slice(0, 16);
  const target = path.join(cacheDir, key, path.basename(source));
  try {
    await access(target);
    return target;
  } catch {
    // Not made yet.
  }
  const subset = await subsetFont(font, codePoints(unicodeRange), {
    targetFormat: 'woff2',
    variationAxes: { wght: INTER_WEIGHTS },
  });
  await mkdir(path.dirname(target), { recursive: true });
  // Written aside and renamed, so a build stopped halfway never leaves a cut-short file to be reused.
  const partial = `${target}.${process.pid}.partial`;
  await writeFile(partial, subset);
  await rename(partial, target);
  return target;
}

/** The characters of a CSS unicode-range such as `U+0000-00FF,U+0131`. */
export function codePoints(unicodeRange: string): string {
  let text = '';
  for (const part of unicodeRange.split(',')) {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!match) throw new Error(`Unsupported unicode-range part: ${part}`);
    const first = parseInt(match[1]!, 16);
    const last = match[2] ? parseInt(match[2], 16) : first;
    for (let code = first; code <= last; code += 1) text += String.fromCodePoint(code);
  }
  return text;
}

function toCssUrl(relative: string): string {
  const posix = relative.split(path.sep).join('/');
  return posix.startsWith('.') ? posix : `./${posix}`;
}
