import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // One migrated database per target, which every test app's database is copied from.
    globalSetup: ['src/server/test/database-templates.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: more workers only queue behind PGlite start-ups.
    maxWorkers: 2,
  },
});
