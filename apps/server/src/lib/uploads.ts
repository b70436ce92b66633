import { and, eq, inArray, sql } from 'drizzle-orm';

import type { Executor } from '../db/client.ts';
import { uploads } from '../db/schema.ts';
import { AppError } from '../errors.ts';

import { isStorageKey, keyFromUrl, UPLOADS_PREFIX } from './storage.ts';

/**
 * The upload row behind a `/uploads/<key>` URL, checked to belong to `userId`, and marked used
 * now (`used_at`): the caller is about to reference it, and the cleanup job
 * (jobs/upload-cleanup.ts) only deletes uploads unused for a day. The mark is an UPDATE, so it
 * waits for a cleanup run holding the row and then finds it gone (this error) or kept.
 * @throws AppError INVALID_INPUT naming `field` when the URL is not one of the user's uploads.
 */
export async function requireOwnUpload(db: Executor, userId: string, url: string, field: string) {
  const key = keyFromUrl(url);
  const [row] = key
    ? await db
        .update(uploads)
        .set({ usedAt: sql`now()` })
        .where(and(eq(uploads.key, key), eq(uploads.userId, userId)))
        .returning()
    : [];
  if (!row) {
    const message = 'Upload the picture first: only your own uploads can be used.';
    throw new AppError('INVALID_INPUT', message, [{ path: field, message }]);
  }
  return row;
}

const UPLOAD_URL = new RegExp(`${UPLOADS_PREFIX}([A-Za-z0-9][A-Za-z0-9._-]{0,127})`, 'g');

/** The storage keys of every `/uploads/<key>` in a text (a URL, JSON, HTML), in order, once each. */
export function uploadKeysIn(text: string): string[] {
  const keys = new Set<string>();
  for (const match of text.matchAll(UPLOAD_URL)) {
    const key = match[1]!.replace(/[.]+$/, '');
    if (isStorageKey(key)) keys.add(key);
  }
  return [...keys];
}

/** Marks the uploads named in `text` used now (any owner's; unknown keys are ignored). */
export async function markUploadsUsed(db: Executor, text: string): Promise<void> {
  const keys = uploadKeysIn(text);
  if (keys.length === 0) return;
  await db
    .update(uploads)
    .set({ usedAt: sql`now()` })
    .where(inArray(uploads.key, keys));
}
