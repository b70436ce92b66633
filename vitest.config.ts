import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for the whole repo, split into projects by environment.
 * Server tests run against PGlite, or PostgreSQL when DATABASE_URL is set.
 */
export default defineConfig({
  test: {
    // CI asks for a JSON report to sum every runner into one closing line.
    reporters: process.env.VITEST_JSON ? ['default', 'json'] : ['default'],
    outputFile: process.env.VITEST_JSON ? { json: process.env.VITEST_JSON } : undefined,
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // The offline page tests render a dozen pages each (every level, several seeds): on two
          // busy cores one took 30 s. A hang still fails.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./src/test/setup-dom.ts'],
        },
      },
      {
        test: {
          name: 'desktop',
          root: './apps/desktop',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
