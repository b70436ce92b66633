/**
 * The server under test of bench/pages.bench.ts: the real app (buildApp) on the bench
 * database, logging off, listening on 127.0.0.1 on a free port. Env DATABASE_URL and
 * APP_SECRET (the bench signs its token with it); prints `listening <port>`.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'huebook-bench-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  WEB_DIST: path.join(dataDir, 'no-web'),
});
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(dataDir, 'db') });
const app = await buildApp({ config, db: database.db });
app.addHook('onClose', () => database.close());
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
