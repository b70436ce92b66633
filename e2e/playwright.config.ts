import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the production
 * build served by the real server, on a fresh data directory per run.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
// Set once in the runner so the workers (which load this file again) see the same folder.
process.env.E2E_DATA_DIR ??= `/tmp/huebook-e2e-${process.pid}`;
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
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
  webServer: {
    command: `rm -rf ${dataDir} && npm run start -w @huebook/server`,
    cwd: '..',
    url: `http://localhost:${port}/api/plans/list`,
    timeout: 120_000,
    reuseExistingServer: false,
    // Many sign-ups a minute from one address: raise the auth rate limit, keep it on.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      AUTH_RATE_LIMIT: '1000',
    },
  },
});
