/**
 * The app secret signs access tokens, keys the one-time-code hashes and encrypts the stored
 * keys (DESIGN.md "Access token"). It comes from `APP_SECRET`, or is generated once into
 * `DATA_DIR/app-secret` (mode 0600): never into the database, so a dump alone cannot forge a
 * token or decrypt a key. Production requires `APP_SECRET` (config.ts).
 */
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../db/client.ts';
import { settings } from '../db/schema.ts';

/** Name of the generated secret's file in DATA_DIR. */
export const APP_SECRET_FILE = 'app-secret';
/** Where installs before 0008 kept the generated secret: a row of the settings table. */
const LEGACY_SETTING = 'app_secret';
const MIN_LENGTH = 16;

/** The secret in `file`, or null when there is none. @throws Error when it is too short. */
async function readSecretFile(file: string): Promise<string | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < MIN_LENGTH) {
    throw new Error(
      `${file} holds no secret of ${MIN_LENGTH}+ characters: fix or delete it, or set APP_SECRET`,
    );
  }
  return secret;
}

/**
 * Writes `secret` to `file` unless the file exists, and returns the secret the file holds. The
 * secret is written whole to a private temporary file and hard-linked into place, which fails
 * when the file exists: processes starting together all end up with the first one's secret,
 * and none ever reads a half-written file.
 */
async function createSecretFile(file: string, secret: string): Promise<string> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const existing = await readSecretFile(file);
    if (!existing) throw error;
    return existing;
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
}

/**
 * Moves the secret an older install kept in the settings table into the file (unless the file
 * exists) and deletes the row, so sessions and stored keys keep working while the database no
 * longer holds the secret. When the file cannot be written, the row stays unless APP_SECRET is
 * set (then APP_SECRET is the secret, and the old one only opens what it once encrypted).
 */
async function moveLegacySecret(
  db: Db,
  file: string,
  options: { hasEnvSecret: boolean; log: FastifyBaseLogger | undefined },
): Promise<void> {
  const [row] = await db.select().from(settings).where(eq(settings.name, LEGACY_SETTING));
  if (!row) return;
  try {
    await createSecretFile(file, row.value);
  } catch (error) {
    if (!options.hasEnvSecret) throw error;
    options.log?.warn({ err: error, file }, 'could not keep the old app secret of the settings table');
  }
  await db.delete(settings).where(eq(settings.name, LEGACY_SETTING));
  options.log?.info({ file }, 'moved the app secret out of the database');
}

/**
 * The app secret: `fromEnv` (APP_SECRET) when set, else the one in `DATA_DIR/app-secret`,
 * created on first start or moved there from the settings table of an older install.
 * @throws Error when the file cannot be read or written, or holds too short a secret.
 */
export async function resolveAppSecret(
  db: Db,
  options: { fromEnv: string | undefined; dataDir: string; log?: FastifyBaseLogger },
): Promise<string> {
  const file = path.join(options.dataDir, APP_SECRET_FILE);
  await moveLegacySecret(db, file, { hasEnvSecret: Boolean(options.fromEnv), log: options.log });
  if (options.fromEnv) return options.fromEnv;
  return (await readSecretFile(file)) ?? createSecretFile(file, randomBytes(32).toString('base64url'));
}
