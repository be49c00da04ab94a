import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Debian's Chromium, not Playwright's own download (docs/architecture.md#toolchain-facts-node-20); these flags keep it off the closed network.
const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
    // The app's service worker (issue 26) would answer requests the journeys mock with page.route and keep pages
    // between journeys; tests/e2e/reach.spec.ts allows it for its own journeys.
    serviceWorkers: 'block',
  },
  // Each journey runs at the size where it matters (docs/architecture.md, "Journeys at the size where they matter"): the
  // phone by default — the marketplace is used on phones first — and also at 1280 px when tagged @both, at 1280 px
  // only when tagged @desktop.
  projects: [
    { name: 'phone', grepInvert: /@desktop\b/, use: { ...devices['Pixel 7'], viewport: { width: 360, height: 740 }, browserName: 'chromium' } },
    { name: 'desktop', grep: /@both\b|@desktop\b/, use: { viewport: { width: 1280, height: 800 }, browserName: 'chromium' } },
  ],
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `http://localhost:${port}/api/health`,
    // A fresh database is seeded with the whole demo (its pictures drawn) before the server answers: ~35 s on a quiet
    // two-core machine, more under load.
    timeout: 240_000,
    reuseExistingServer: false,
    // Every journey comes from one address: the registration limit (5 per 10 min, tested in the server suites) would
    // refuse the account journeys' own sign-ups at both sizes.
    // EMBED_ORIGINS: the partner page of tests/e2e/embed.spec.ts, served by the test from a second loopback origin
    // (127.0.0.2, port + 2); port + 3 on the same address is its refused twin.
    // OIDC_TEST_PROVIDERS: "Google" is the local OpenID provider the server itself serves at /api/test-oidc (decision 158;
    // never in production), so tests/e2e/social-sign-in.spec.ts signs in through the real code path without the internet.
    env: {
      PORT: String(port),
      DATA_DIR: 'data/e2e',
      CLIENT_DIR: 'dist',
      NODE_ENV: 'test',
      REGISTRATION_LIMIT: '50',
      EMBED_ORIGINS: `http://127.0.0.2:${port + 2}`,
      OIDC_TEST_PROVIDERS: 'google',
    },
  },
});
