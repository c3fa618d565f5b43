import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './tests/e2e/chromium';
import { e2eDataDir } from './tests/e2e/lead-store';

const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  // Its own folder, which it empties at each start: test-results/timings (npm test's timings) stays.
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  // A minute per test rather than 30 s: a test that loads several pages and runs axe on each (the calculator's
  // states, the low-vision checks) outlasted 30 s on a machine busy with other work, without anything wrong.
  // A test that hangs still fails.
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'on-first-retry',
    launchOptions: {
      // Debian's Chromium, never a browser downloaded by Playwright.
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined, viewport: { width: 1280, height: 800 } }, grepInvert: /@phone/ },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@phone/ },
  ],
  webServer: {
    // The production build, as `npm start` serves it (npm test builds first).
    command: 'node dist/server/index.js',
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    // Its leads go to a folder of its own, which the form tests read. Every browser posts from the
    // same loopback address, so the rate limit is raised past what a run sends (the limit has its own server in forms.spec.ts).
    env: { NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: e2eDataDir(PORT), LEADS_RATE_LIMIT: '1000/10m' },
  },
});
