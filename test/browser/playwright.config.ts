import { defineConfig, devices } from '@playwright/test';
import { AdminAccount, adminEnv } from '../support/admin-account';

export const PORT = Number(process.env.E2E_PORT ?? 3107);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The administrator the server creates at boot (no administrator exists in the fresh database). */
export const ADMIN: AdminAccount = { username: 'admin', password: 'browser-tests-admin-password' };
export const JWT_SECRET = 'browser-tests-secret-0123456789-abcdefghij';
export const RETENTION_MONTHS = 18;
/** Signs the newsletter's unsubscribe links: the tests sign their own with it. */
export const NEWSLETTER_SECRET = 'browser-tests-newsletter-secret-0123456789';

/**
 * Browser tests in real Chromium against the production build, served by the real server
 * on a real PostgreSQL. Run through `npm test` (scripts/browser-tests.mjs), which finds
 * Chromium and provides the database.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // A test is a journey: one page or one state, then each thing done there, in steps. An axe
  // scan of a whole page takes 2–3 s on a quiet 2-core machine and up to 10 s when the second
  // worker, the server and PostgreSQL share it; a page that a quiet machine shows in a second
  // may take ten on a loaded one. The limits leave that room: they bound a test that hangs, they
  // do not measure the page (the benchmarks do, bench/).
  timeout: 240_000,
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // No retry: a test that fails once has found something, in the page or in the test.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'fr-FR',
    timezoneId: 'Africa/Tunis',
    launchOptions: {
      executablePath: process.env.CHROME_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    // Every test runs at 1280 px. What depends on the width (a layout, the phone's menu, the
    // floating bar's variant, touch) also runs on a phone at 390 px: its title carries @mobile,
    // or @mobile-only when it is about the phone alone.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grepInvert: /@mobile-only/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      grep: /@mobile/,
    },
  ],
  webServer: {
    command: 'node dist/main.js',
    cwd: '../..',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(PORT),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Two roles, as in production: the owner runs the migrations, the server serves as the
      // database's runtime role (scripts/browser-tests.mjs gives both).
      DATABASE_OWNER_URL: process.env.E2E_DATABASE_URL ?? '',
      DATABASE_URL: process.env.E2E_APP_DATABASE_URL ?? '',
      JWT_SECRET,
      NEWSLETTER_SECRET,
      RATE_LIMIT_PUBLIC_PER_MINUTE: '1000',
      RATE_LIMIT_PUBLIC_READ_PER_MINUTE: '100000',
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      // Not the default (24): the privacy page must state the period the server applies.
      RETENTION_MONTHS: String(RETENTION_MONTHS),
      ...adminEnv(ADMIN),
    },
  },
});
