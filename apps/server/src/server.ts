/**
 * Entry point: loads the config, opens and migrates the database, seeds it, and listens.
 * `npm start -w @huebook/server` (cwd apps/server) or `npm start` at the repo root.
 */
import path from 'node:path';

import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seed } from './db/seed.ts';
import { startTrendingJob } from './jobs/trending.ts';
import { startUploadCleanupJob } from './jobs/upload-cleanup.ts';
import { installGracefulShutdown } from './lib/graceful-shutdown.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  await database.migrate();
  await seed(database.db);
  const app = await buildApp({ config, db: database.db });
  const trending = startTrendingJob(database.db, config.trendingIntervalMs, app.log);
  const uploadCleanup = startUploadCleanupJob(
    database.db,
    app.storage,
    config.uploadCleanupIntervalMs,
    app.log,
  );
  app.addHook('onClose', async () => {
    await trending.stop();
    await uploadCleanup.stop();
    await database.close();
  });

  installGracefulShutdown(app, { timeoutMs: config.shutdownTimeoutMs });
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(`Huebook is running at http://localhost:${port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
