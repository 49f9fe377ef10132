import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/** Test files that build the API on a database (createTestApp and its kin). */
const apiTests = [
  'src/server/**/*.test.ts',
  'src/server-rendering.test.ts',
  'src/public-cache-writes.test.ts',
  'src/landing-page-queries.test.ts',
];

export default defineConfig({
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
    },
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: more workers only queue behind PGlite start-ups.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: apiTests,
          // One migrated database per target, which every test app's database is copied from.
          globalSetup: ['src/server/test/database-templates.ts'],
          // A worker keeps the server's modules from one test file to the next: importing the
          // app again for every file was a third of the suite's time (ADR 27). Each test app
          // still gets a database of its own; the server's modules keep no state between apps.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...apiTests],
          // What every DOM test did by hand in its own afterEach: unmount, put back stubbed
          // globals (fetch), and forget the calls mocks heard (implementations stay).
          setupFiles: ['src/web/test/setup-dom.ts'],
          unstubGlobals: true,
          clearMocks: true,
        },
      },
    ],
  },
});
