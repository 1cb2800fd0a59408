import { defineConfig, devices } from '@playwright/test';
import { ADMIN_PHONES } from './admin-phones';

const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = `.cache/e2e-data-${port}`;
// Debian's build of Chromium's headless shell (decision 27): the same engine as /usr/bin/chromium without
// the desktop browser's own interface, which cost the journeys over a third of their time.
const chromium = process.env.JOURNEY_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const launchOptions = {
  executablePath: chromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json']],
  use: { baseURL: `http://127.0.0.1:${port}`, trace: 'retain-on-failure', launchOptions },
  webServer: {
    // A fresh embedded database per run, migrated and seeded by the server itself.
    // E2E_SERVER=source runs the API from its TypeScript (for parallel local work); CI runs the build.
    command: `rm -rf ${dataDir} && node ${process.env.E2E_SERVER === 'source' ? '--import tsx apps/api/src/server.ts' : 'apps/api/dist/server.js'}`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Each journey acts as its own client behind this trusted proxy (an X-Forwarded-For per test), so
      // the per-IP sign-in limits apply per journey as they would per shopper.
      TRUST_PROXY: '127.0.0.1',
      ADMIN_PHONES: ADMIN_PHONES.join(','),
    },
  },
  projects: [
    {
      name: 'mobile',
      grepInvert: /@desktop/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        browserName: 'chromium',
        launchOptions,
      },
    },
    {
      name: 'desktop',
      grepInvert: /@mobile/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
});
