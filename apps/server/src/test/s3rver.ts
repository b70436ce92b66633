/**
 * A local S3-compatible server (s3rver) for tests: one bucket in a temporary folder, on a free
 * port of 127.0.0.1, and the S3_* settings that point the app (config.ts) at it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import S3rver from 's3rver';

export interface LocalS3 {
  /** `http://127.0.0.1:<port>`. */
  endpoint: string;
  /** The folder s3rver keeps its objects in. */
  directory: string;
  /** The app's settings for `bucket` (default: the bucket made at start) on this server. */
  env(bucket?: string): Record<string, string>;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

/** Starts s3rver with `bucket` made. */
export async function startLocalS3(bucket: string): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'huebook-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const endpoint = `http://127.0.0.1:${(await server.run()).port}`;
  return {
    endpoint,
    directory,
    env: (name = bucket) => ({
      S3_BUCKET: name,
      S3_ENDPOINT: endpoint,
      // s3rver accepts the credentials S3RVER / S3RVER (its README, "Supported clients").
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
