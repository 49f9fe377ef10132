import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets two checkouts on one machine run their end-to-end tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * End-to-end tests drive Debian's Chromium through the real built app (`npm run build` first),
 * served on its own fresh PGlite database in .e2e-data.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The keyboard journeys are long (sign up, confirm, create, invite…); with two workers on two
  // cores a slow moment must not fail them. A step still waits at most 10 s (expect below).
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The demo seed gives the tests hosts to sign in as (and proves the seed works).
    command: 'rm -rf .e2e-data && node dist/server/seed.js && node dist/server/main.js',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    // Seeding and starting take longer than a minute when the machine is busy.
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: '.e2e-data',
      PUBLIC_URL: `http://localhost:${PORT}`,
      LOG_LEVEL: 'warn',
      // Every e2e test signs up from 127.0.0.1; the limiter itself is covered by the API tests.
      RATE_LIMIT_SIGNUP_PER_IP: '1000',
      RATE_LIMIT_LOGIN_PER_IP: '1000',
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
