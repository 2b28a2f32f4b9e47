import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterProduction } from './react-router-production.ts';

describe("the build's React Router", () => {
  const plugin = reactRouterProduction();
  const resolve = (source: string) =>
    (plugin.resolveId as (source: string) => string | null).call(undefined, source);

  it('is the production build, and only for the build', () => {
    const file = resolve('react-router');
    expect(file).toMatch(
      new RegExp(`react-router\\${path.sep}dist\\${path.sep}production\\${path.sep}index\\.mjs$`),
    );
    expect(existsSync(file!)).toBe(true);
    expect(plugin.apply).toBe('build');
  });

  it('leaves every other import to the usual resolution', () => {
    for (const source of ['react', './react-router', 'react-router-dom']) {
      expect(resolve(source), source).toBeNull();
    }
  });

  it("fails the build on a subpath, which would bring the development build's router beside it", () => {
    expect(() => resolve('react-router/dom')).toThrow(
      "Import React Router as 'react-router', not 'react-router/dom'",
    );
  });
});
