import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: more workers only queue behind PGlite start-ups.
    maxWorkers: 2,
  },
});
