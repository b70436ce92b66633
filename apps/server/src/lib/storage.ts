import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** URL prefix under which stored files are served. */
export const UPLOADS_PREFIX = '/uploads/';

/**
 * Where pictures live. Keys are flat file names (`<uuid>.<ext>`); the local folder now,
 * an S3 bucket later, behind the same four calls.
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
  /** Server-relative URL of a key: `/uploads/<key>`. */
  url(key: string): string;
}

const KEY_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,127}$/;

/** The key of a `/uploads/<key>` URL (absolute URLs to this server too), or null. */
export function keyFromUrl(url: string): string | null {
  let pathname = url;
  if (/^https?:\/\//i.test(url)) {
    try {
      pathname = new URL(url).pathname;
    } catch {
      return null;
    }
  }
  if (!pathname.startsWith(UPLOADS_PREFIX)) return null;
  const key = pathname.slice(UPLOADS_PREFIX.length);
  return KEY_PATTERN.test(key) && !key.includes('..') ? key : null;
}

/** Files in one local folder (DATA_DIR/uploads), served by @fastify/static. */
export class LocalStorage implements Storage {
  constructor(readonly dir: string) {}

  private file(key: string): string {
    if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`bad storage key ${key}`);
    return path.join(this.dir, key);
  }

  async put(key: string, body: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await writeFile(this.file(key), body);
  }

  get(key: string): Promise<Buffer> {
    return readFile(this.file(key));
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  url(key: string): string {
    return `${UPLOADS_PREFIX}${key}`;
  }
}
