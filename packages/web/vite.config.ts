import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { fontFallback } from './build/font-fallback.ts';
import { interWeights } from './build/inter-weights.ts';
import { precompress } from './build/precompress.ts';
import { preloadFont } from './build/preload-font.ts';
import { prerenderLanding } from './build/prerender-landing.ts';
import { reactRouterProduction } from './build/react-router-production.ts';
import { routeChunks } from './build/route-chunks.ts';

// The API and uploaded images are served by the Node server; in dev we proxy to it so the browser sees one origin.
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const chunks = routeChunks();

export default defineConfig({
  plugins: [
    react(),
    reactRouterProduction(),
    tailwindcss(),
    fontFallback(),
    interWeights(),
    preloadFont(),
    prerenderLanding(),
    precompress(),
    chunks.plugin,
  ],
  resolve: {
    // Use @artledger/domain's TypeScript source directly instead of its compiled dist.
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Keep every asset a separate file so the app runs under a CSP without data: or inline allowances.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'app', test: (id: string) => chunks.groupOf(id) === 'app' },
            { name: 'public', test: (id: string) => chunks.groupOf(id) === 'public' },
            { name: 'public-forms', test: (id: string) => chunks.groupOf(id) === 'public-forms' },
            { name: 'signed-in', test: (id: string) => chunks.groupOf(id) === 'signed-in' },
            { name: 'signed-in-forms', test: (id: string) => chunks.groupOf(id) === 'signed-in-forms' },
          ],
          // Domain schemas and helpers shared by a public page and a signed-in one would otherwise be a chunk
          // each; copying the small ones into each user costs bytes, but saves requests on the first screen.
          experimentalInlineCommonChunks: { maxSize: 6_000 },
        },
      },
      preserveEntrySignatures: false,
      treeshake: {
        // The domain package is pure (schemas and constants, no I/O), but it does not say so in its package.json.
        // Declaring it lets each page bundle only the domain areas it imports instead of every zod schema.
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]domain[\\/]src[\\/]/.test(id),
      },
    },
  },
});
