import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { INTER_WEIGHTS, codePoints, interWeights } from './inter-weights.ts';

const interCss = createRequire(import.meta.url).resolve('@fontsource-variable/inter');
const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'inter-weights-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

async function transform(code: string): Promise<string> {
  const plugin = interWeights() as Plugin & {
    configResolved: (config: { cacheDir: string }) => void;
    transform: (this: unknown, code: string, id: string) => Promise<{ code: string } | undefined>;
  };
  plugin.configResolved({ cacheDir });
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const result = await plugin.transform.call(context, code, interCss);
  if (!result) throw new Error('the plugin left Inter’s stylesheet alone');
  return result.code;
}

describe('codePoints', () => {
  it('spells out single code points and ranges', () => {
    expect(codePoints('U+0041-0043,U+0131, U+00e9')).toBe('ABCıé');
  });

  it('refuses a wildcard it would otherwise read wrongly', () => {
    expect(() => codePoints('U+1F??')).toThrow('Unsupported unicode-range part');
  });
});

describe('interWeights', () => {
  it('points every Inter face at a smaller file cut to the interface’s weights', async () => {
    const original = readFileSync(interCss, 'utf8');
    const fallback = '@font-face {\n  font-family: "Inter Variable fallback";\n  src: local("Arial");\n}';
    const code = await transform(`${original}\n${fallback}`);

    const faces = code.match(/@font-face\s*{[^}]*}/g) ?? [];
    const inter = faces.filter((face) => face.includes("'Inter Variable'"));
    expect(inter).toHaveLength((original.match(/@font-face/g) ?? []).length);
    for (const face of inter) {
      expect(face).toContain(`font-weight: ${INTER_WEIGHTS.min} ${INTER_WEIGHTS.max};`);
      const url = /url\(([^)]+)\)/.exec(face)![1]!;
      const file = path.resolve(path.dirname(interCss), url);
      expect(file.startsWith(cacheDir), file).toBe(true);
      const source = path.join(path.dirname(interCss), 'files', path.basename(file));
      expect(statSync(file).size).toBeLessThan(statSync(source).size * 0.8);
    }
    // The stand-in faces font-fallback.ts adds are local fonts and stay as they are.
    expect(code).toContain(fallback);
  });

  it('makes each file once and reuses it from the cache', async () => {
    const original = readFileSync(interCss, 'utf8');
    const made = () =>
      readdirSync(cacheDir, { recursive: true })
        .map(String)
        .filter((name) => name.endsWith('.woff2'))
        .map((name) => `${name} ${statSync(path.join(cacheDir, name)).mtimeMs}`)
        .sort();
    await transform(original);
    const first = made();
    await transform(original);
    // The same files, not written again, and nothing left over from a write.
    expect(made()).toEqual(first);
    expect(first).toHaveLength((original.match(/@font-face/g) ?? []).length);
    expect(
      readdirSync(cacheDir, { recursive: true })
        .map(String)
        .filter((n) => n.endsWith('.partial')),
    ).toEqual([]);
  });
});

describe('the interface’s weights', () => {
  it('asks Inter for no weight outside the cut', () => {
    const src = path.resolve(import.meta.dirname, '../src');
    const files = readdirSync(src, { recursive: true })
      .map(String)
      .filter((name) => /\.(tsx?|css)$/.test(name) && !/\.test\.tsx?$/.test(name));
    const outside: string[] = [];
    for (const name of files) {
      const text = readFileSync(path.join(src, name), 'utf8');
      for (const match of text.matchAll(/\bfont-(thin|extralight|light|extrabold|black)\b/g))
        outside.push(`${name}: ${match[0]}`);
      for (const match of text.matchAll(/font-?weight:\s*['"]?(\d+)/gi)) {
        const weight = Number(match[1]);
        if (weight < INTER_WEIGHTS.min || weight > INTER_WEIGHTS.max) outside.push(`${name}: ${match[0]}`);
      }
      for (const match of text.matchAll(/\bfont-\[(\d+)\]/g)) {
        const weight = Number(match[1]);
        if (weight < INTER_WEIGHTS.min || weight > INTER_WEIGHTS.max) outside.push(`${name}: ${match[0]}`);
      }
    }
    expect(outside).toEqual([]);
  });
});
