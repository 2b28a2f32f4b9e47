import { mergeConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      restoreMocks: true,
      unstubGlobals: true,
      css: false,
      // Typing through user-event in jsdom is slow on a loaded machine; the default 5 s is too tight.
      testTimeout: 20_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'app',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}'],
            setupFiles: ['./src/test/setup.ts'],
          },
        },
        // The build's own plugins run in Node, as Vite runs them.
        { extends: true, test: { name: 'build', environment: 'node', include: ['build/**/*.test.ts'] } },
      ],
    },
  }),
);
