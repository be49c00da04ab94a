import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './bench/support/chromium';
import { serverPort } from './tests/e2e/support/servers';

/**
 * Journeys run in E2E_WORKERS workers (default 2: this machine's cores), each against a server and database of its own
 * (tests/e2e/support/servers.ts: worker N's on E2E_PORT + 10·N): no journey sees another worker's changes, so
 * running two at once needs no journey to know of the others. A journey is mostly waiting (on the server, timers,
 * animations), which is why two workers on two cores take about half the time of one.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const serverPorts = Array.from({ length: workers }, (_, worker) => serverPort(worker));
/** The screenshot suites (issue 40) run first, on fresh databases, before any journey changes what home lists. */
const LOOK = /look(-screens)?\.spec\.ts$/;
const phone = { ...devices['Pixel 7'], viewport: { width: 360, height: 740 }, browserName: 'chromium' as const };
const desktop = { viewport: { width: 1280, height: 800 }, browserName: 'chromium' as const };
/** The look projects keep the journeys' screenshot names (home-light-phone-linux.png). */
const lookSnapshots = (size: string) => `{testDir}/{testFileDir}/{testFileName}-snapshots/{arg}-${size}{-snapshotSuffix}{ext}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // Two workers, each a browser (two, for the chat journeys) beside its own server, on two cores: on a slow day of this
  // machine a journey took up to 2 minutes, and what failed was the clock, not the product — seven journeys in one
  // clean-clone run, five of them on the 60 s limit, two on a toast still sliding in or a list not yet redrawn. A
  // journey gets 2 minutes, and one retry; a journey that fails twice fails the run, and one that passed only on its
  // retry is counted and named as flaky in the summary (scripts/test-summary.mjs). docs/decisions/168.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  retries: 1,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    // Debian's Chromium with the flags that keep it off the closed network, as the benches launch it.
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    // The app's service worker (issue 26) would answer requests the journeys mock with page.route and keep pages
    // between journeys; tests/e2e/reach.spec.ts allows it for its own journeys.
    serviceWorkers: 'block',
  },
  // Each journey runs at the size where it matters (docs/architecture.md, "Journeys at the size where they matter"): the
  // phone by default — the marketplace is used on phones first — and also at 1280 px when tagged @both, at 1280 px
  // only when tagged @desktop.
  projects: [
    { name: 'look-phone', testMatch: LOOK, grepInvert: /@desktop\b/, use: phone, snapshotPathTemplate: lookSnapshots('phone') },
    { name: 'look-desktop', testMatch: LOOK, grep: /@both\b|@desktop\b/, use: desktop, snapshotPathTemplate: lookSnapshots('desktop') },
    { name: 'phone', testIgnore: LOOK, grepInvert: /@desktop\b/, use: phone, dependencies: ['look-phone', 'look-desktop'] },
    { name: 'desktop', testIgnore: LOOK, grep: /@both\b|@desktop\b/, use: desktop, dependencies: ['look-phone', 'look-desktop'] },
  ],
  // One server per worker, each with a fresh database seeded with the whole demo (its pictures drawn) before it
  // answers: ~35 s on a quiet two-core machine, more under load (the two seed at once).
  // REGISTRATION_LIMIT: every journey comes from one address, and the registration limit (5 per 10 min, tested in
  // the server suites) would refuse the account journeys' own sign-ups at both sizes.
  // EMBED_ORIGINS: the partner page of tests/e2e/embed.spec.ts, served by the test from a second loopback origin
  // (127.0.0.2, port + 2); port + 3 on the same address is its refused twin.
  // OIDC_TEST_PROVIDERS: "Google" is the local OpenID provider the server itself serves at /api/test-oidc (decision 158;
  // never in production), so tests/e2e/social-sign-in.spec.ts signs in through the real code path without the internet.
  webServer: serverPorts.map((serverPort, worker) => ({
    command: 'node --import tsx server/main.ts',
    url: `http://localhost:${serverPort}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    env: {
      PORT: String(serverPort),
      DATA_DIR: `data/e2e/${worker}`,
      CLIENT_DIR: 'dist',
      NODE_ENV: 'test',
      REGISTRATION_LIMIT: '50',
      EMBED_ORIGINS: `http://127.0.0.2:${serverPort + 2}`,
      OIDC_TEST_PROVIDERS: 'google',
    },
  })),
});
