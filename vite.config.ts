import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { availableParallelism } from 'node:os';
import { graphqlDocumentsPlugin } from './scripts/graphqlDocumentsPlugin.ts';
import { chunkLoadPlugin } from './scripts/chunkLoadPlugin.ts';

const serverPort = Number(process.env.PORT ?? 8080);
const backend = `http://127.0.0.1:${serverPort}`;

/**
 * The production build of the admin (dev server, Vitest and Storybook's dev mode keep the defaults):
 * - Apollo's development checks and warnings are compiled out (its documented `globalThis.__DEV__`).
 * - Everything the first page statically needs goes into one chunk: left to the automatic splitting,
 *   the shell came in 17 files that the lazy pages share, each exporting to the others, ~11 kB
 *   gzip more than the same code in one file.
 * - The rich text editor's libraries (~150 kB gzip in one chunk) come in three chunks under P3's
 *   80 kB, loaded in parallel with the editor's own: prosemirror's core, then what needs
 *   prosemirror-view (so the two never import each other), then tiptap. Other lazy chunks stay as they are.
 */
const productionBuild = (): Plugin => ({
  name: 'newsroom-production-build',
  apply: 'build',
  config: () => ({
    define: { 'globalThis.__DEV__': 'false' },
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'shell', tags: ['$initial'] },
              { name: 'prosemirror', test: /node_modules[\\/](prosemirror-(model|transform|state|commands|history|keymap|schema-list)|orderedmap|rope-sequence|w3c-keyname)[\\/]/ },
              { name: 'prosemirror-view', test: /node_modules[\\/]prosemirror-/ },
              { name: 'tiptap', test: /node_modules[\\/](@tiptap|linkifyjs|fast-equals|use-sync-external-store)/ },
              // The editor report's chart: MUI X Charts' d3 scales and shapes apart from its components, each chunk within P3's 80 kB.
              // The error reports' SDK (loaded only with a DSN): session replay apart from the rest, each within P3's 80 kB.
              { name: 'sentry-replay', test: /node_modules[\\/]@sentry[\\/]replay[\\/]/ },
              { name: 'charts-d3', test: /node_modules[\\/](@mui[\\/]x-charts-vendor|d3-[a-z-]+|internmap|delaunator|robust-predicates|flatqueue|bezier-easing)[\\/]/ },
            ],
          },
        },
      },
    },
  }),
});

export default defineConfig({
  plugins: [react(), productionBuild(), graphqlDocumentsPlugin(), chunkLoadPlugin()],
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/graphql': { target: backend, ws: true },
      '/oidc': backend,
      '/storage': backend,
      '/api': backend,
    },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
  test: {
    // Vitest's default on a 2-core machine is one worker, and most server files wait on a database or a
    // socket: three workers (up to eight on bigger machines) run the suite in less than half the time.
    maxWorkers: Math.min(8, Math.max(3, availableParallelism())),
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          // jsdom renders of whole screens take seconds on a loaded 2-core machine; a test's time is not
          // what it checks (speed is `npm run bench`'s), so a slow render must not fail it.
          testTimeout: 20_000,
          include: ['src/**/*.spec.{ts,tsx}', 'resources/**/*.spec.ts'],
          setupFiles: ['src/test/setup.ts'],
          server: { deps: { inline: ['@apollo/client', 'ra-data-graphql'] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.spec.ts', 'tests/server/**/*.spec.ts', 'scripts/**/*.spec.ts'],
          // One migrated and seeded database per run, copied by each test server (PGlite's first start is slow).
          globalSetup: ['tests/server/support/globalSetup.ts'],
          // The files share a worker's modules instead of importing the server afresh each (more than
          // half of this project's time was imports): each file starts its own app, database and bus,
          // and none mocks a module. The client files are left isolated: jsdom and the screens' stores are global.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          server: { deps: { inline: ['@apollo/client', 'ra-data-graphql'] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.spec.ts'],
          globalSetup: ['tests/e2e/support/globalSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Each file starts its own server (own port, own data dir) and Chromium: two files at a time.
          maxWorkers: 2,
        },
      },
    ],
  },
});
