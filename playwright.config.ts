import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, E2E_PORT, LEASE_API_PORT, SESSION_DB_PATH } from './e2e/support/servers.ts';

/** A Chromium from the system (decisions.md §1): no test tool downloads a browser. */
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  // Without these Chromium keeps trying to reach the (closed) network for updates and sync.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * End-to-end tests in Chromium against the portal server and, behind it, the real reference
 * server with an in-memory database,
 * serving the BUILT portal (apps/portal/dist): the test pipeline builds the portal first
 * (`pnpm build`), and the global setup stops with that advice when the build is missing.
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/globalSetup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A flaky test is a bug to fix, not to hide behind a second try.
  retries: 0,
  workers: 2,
  // A page load now includes the server's render and the app's take-over of it, on the same two
  // cores as the browsers: the longest journeys (the keyboard's, a configuration through two
  // reloads and back) took 17 s alone and over 30 s beside another worker.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  outputDir: 'test-results/e2e',
  use: {
    baseURL: BASE_URL,
    // The browser's languages (Accept-Language, navigator.languages) come from the locale.
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    // A trace records a screenshot of every frame: it took a third of the suite's processor time
    // (a failed test still leaves its screenshot and the page's ARIA snapshot). To debug a
    // failure, run it again with `--trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    // The pair `npm start` runs: the portal server on E2E_PORT, the lease API behind it.
    command: 'node scripts/start-servers.ts',
    url: `${BASE_URL}/api/GetStyling`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    // Added to the runner's own environment, so PATH (and with it the project's Node 24) stays.
    env: {
      PORT: String(E2E_PORT),
      LEASE_API_PORT: String(LEASE_API_PORT),
      SESSION_DB_PATH,
      DATABASE_PATH: ':memory:',
      LOG_LEVEL: 'silent',
      // E2E_STATIC_DIR lets a second build be tested beside the first (apps/portal/dist).
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'apps/portal/dist',
      // One page redirect to another origin, on a path no other test visits (route-rules.spec.ts).
      ROUTE_RULES_FILE: 'e2e/support/routeRules.json',
    },
  },
});
