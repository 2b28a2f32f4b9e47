import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Builds the app with React Router's production build. The package's exports name only its development
 * build, which differs in one flag: its development warnings, checks and messages meant for a developer,
 * are compiled in (0.6 kB gzip on every page). The dev server and the unit tests keep the development build
 * and its warnings.
 */
export function reactRouterProduction(): Plugin {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  const productionBuild = path.join(packageDir, 'dist', 'production', 'index.mjs');
  // A React Router release that moves the file fails the build instead of silently shipping the other one.
  if (!existsSync(productionBuild))
    throw new Error(`React Router's production build is not at ${productionBuild}`);
  return {
    name: 'artledger:react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      if (source === 'react-router') return productionBuild;
      // A subpath would resolve to the development build and bring a second router and its context.
      if (source.startsWith('react-router/')) {
        throw new Error(
          `Import React Router as 'react-router', not '${source}': the build ships one build of it`,
        );
      }
      return null;
    },
  };
}
