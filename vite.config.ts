import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const serverPort = Number(process.env.PORT ?? 8080);
const backend = `http://127.0.0.1:${serverPort}`;

export default defineConfig({
  plugins: [react()],
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
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
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
          include: ['server/**/*.spec.ts', 'tests/server/**/*.spec.ts'],
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
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
