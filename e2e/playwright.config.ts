import { defineConfig } from '@playwright/test';

import { CROSS_ORIGIN_WEB_ORIGIN } from './support/cross-origin.ts';

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the production
 * build served by the real server, on fresh data directories per run.
 *
 * Two projects, each with its own server and database: `app` (every spec but admin-*) and
 * `admin` (admin-*.spec.ts). Only one first admin can ever exist per database, and the app
 * project's user-path spec creates it through the setup screen; the admin project's specs
 * share another database whose admin `e2e/support/admin.ts` creates or signs in.
 */
const appPort = Number(process.env.E2E_PORT ?? 3100);
const adminPort = appPort + 1;
// Set once in the runner so the workers (which load this file again) see the same folder.
process.env.E2E_DATA_DIR ??= `/tmp/huebook-e2e-${process.pid}`;
const dataDir = process.env.E2E_DATA_DIR;

/**
 * The server of one project: the production build (the server is built first when its sources
 * changed, so a run never tests stale server code), its own data folder under `dataDir`.
 */
function server(port: number, name: string) {
  const dir = `${dataDir}/${name}`;
  return {
    command: `node scripts/setup.mjs server-build && rm -rf ${dir} && npm run start -w @huebook/server`,
    cwd: '..',
    url: `http://localhost:${port}/api/plans/list`,
    timeout: 120_000,
    reuseExistingServer: false,
    // Many sign-ups a minute from one address: raise the auth rate limit, keep it on.
    env: {
      PORT: String(port),
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      AUTH_RATE_LIMIT: '1000',
      TRENDING_INTERVAL_MS: '0',
      // cross-origin.spec.ts serves the web build from there, as a native app or a CDN would.
      CORS_ORIGINS: CROSS_ORIGIN_WEB_ORIGIN,
    },
  };
}

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'app', testIgnore: /admin-.*\.spec\.ts$/, use: { baseURL: `http://localhost:${appPort}` } },
    { name: 'admin', testMatch: /admin-.*\.spec\.ts$/, use: { baseURL: `http://localhost:${adminPort}` } },
  ],
  webServer: [server(appPort, 'app'), server(adminPort, 'admin')],
});
