import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's storage (buildApp decorates it), for jobs started beside the app (server.ts). */
    storage: Storage;
  }
}

/** URL prefix under which stored files are served. */
export const UPLOADS_PREFIX = '/uploads/';

/**
 * Where pictures live. Keys are flat file names (`<uuid>.<ext>`); the local folder
 * ({@link LocalStorage}) or an S3 bucket (`S3Storage`, lib/s3-storage.ts), behind the same four
 * calls. put, get and delete throw `Error('bad storage key …')` for a key {@link isStorageKey} refuses.
 */
export interface Storage {
  /** Stores (or replaces) the bytes of `key`, served later with `contentType`. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes of `key`; rejects with an error whose `code` is `'ENOENT'` when there is none. */
  get(key: string): Promise<Buffer>;
  /** Removes `key`; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Server-relative URL of a key: `/uploads/<key>`. */
  url(key: string): string;
}

const KEY_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,127}$/;

/** Whether `key` is a valid flat storage key: 1-128 of `[a-zA-Z0-9._-]`, no `..`. */
export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.includes('..');
}

/** The error every storage throws for a key {@link isStorageKey} refuses. */
export function badKeyError(key: string): Error {
  return new Error(`bad storage key ${key}`);
}

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
  return isStorageKey(key) ? key : null;
}

/** Files in one local folder (DATA_DIR/uploads), served by @fastify/static. */
export class LocalStorage implements Storage {
  constructor(readonly dir: string) {}

  private file(key: string): string {
    if (!isStorageKey(key)) throw badKeyError(key);
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
