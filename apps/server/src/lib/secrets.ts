/**
 * Secret app settings (`openai_key`, `stripe_key`, `stripe_webhook_secret`) are stored
 * encrypted with AES-256-GCM (DESIGN.md "Settings"). The key is derived from the app secret
 * with HKDF-SHA256, and the setting's name is bound as additional data, so a value copied under
 * another name does not decrypt. Stored form: `enc:v1:` + base64url(iv[12] | tag[16] | text).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

import { SECRET_SETTING_NAMES, type SettingName } from '@huebook/shared/schemas/setting';
import { inArray } from 'drizzle-orm';

import type { AppContext } from '../context.ts';
import { settings } from '../db/schema.ts';

const PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keys = new Map<string, Buffer>();

/** The 32-byte AES key of an app secret (HKDF-SHA256, RFC 5869), computed once per secret. */
function settingsKey(appSecret: string): Buffer {
  let key = keys.get(appSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', appSecret, 'huebook/settings', 'secret settings v1', 32));
    keys.set(appSecret, key);
  }
  return key;
}

/** Whether a setting name is one of the write-only secrets. */
export function isSecretSetting(name: string): boolean {
  return (SECRET_SETTING_NAMES as readonly string[]).includes(name);
}

/** Encrypts the value of the secret setting `name` for storage. */
export function encryptSecret(appSecret: string, name: string, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', settingsKey(appSecret), iv);
  cipher.setAAD(Buffer.from(name, 'utf8'));
  const text = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64url');
}

/**
 * The plaintext of a stored secret setting, or null when it does not decrypt (the app secret
 * changed, the row was tampered with, or it was written in plain text by hand).
 */
export function decryptSecret(appSecret: string, name: string, stored: string): string | null {
  if (!stored.startsWith(PREFIX)) return null;
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', settingsKey(appSecret), raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(name, 'utf8'));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

/**
 * The trimmed, non-empty values of the named settings, secrets decrypted. This is the one place
 * that reads secret settings (the image and Stripe providers and /app/status call it); a secret
 * that no longer decrypts is logged and left out, as if unset.
 */
export async function readSettingValues(
  ctx: Pick<AppContext, 'db' | 'appSecret' | 'log'>,
  names: readonly SettingName[],
): Promise<Map<SettingName, string>> {
  const rows = await ctx.db
    .select({ name: settings.name, value: settings.value })
    .from(settings)
    .where(inArray(settings.name, [...names]));
  const values = new Map<SettingName, string>();
  for (const row of rows) {
    const name = row.name as SettingName;
    const value = isSecretSetting(name) ? decryptSecret(ctx.appSecret, name, row.value) : row.value;
    if (value === null) {
      ctx.log.warn({ setting: name }, 'a secret setting does not decrypt (was the app secret changed?)');
      continue;
    }
    if (value.trim()) values.set(name, value.trim());
  }
  return values;
}
