import type { FastifyBaseLogger } from 'fastify';

import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './lib/mailer.ts';
import type { Storage } from './lib/storage.ts';
import type { ViewerMarksCache } from './modules/pages/viewer-marks.ts';

/** What every route and service needs, built once per app (no globals). */
export interface AppContext {
  config: Config;
  db: Db;
  storage: Storage;
  mailer: Mailer;
  /** Signs access tokens and keys the one-time-code HMAC. */
  appSecret: string;
  log: FastifyBaseLogger;
  /** Users' favorites and colored pages for the page lists, validated by marks_version. */
  viewerMarks: ViewerMarksCache;
}
