import { and, eq } from 'drizzle-orm';

import type { Executor } from '../db/client.ts';
import { uploads } from '../db/schema.ts';
import { AppError } from '../errors.ts';

import { keyFromUrl } from './storage.ts';

/**
 * The upload row behind a `/uploads/<key>` URL, checked to belong to `userId`.
 * @throws AppError INVALID_INPUT naming `field` when the URL is not one of the user's uploads.
 */
export async function requireOwnUpload(db: Executor, userId: string, url: string, field: string) {
  const key = keyFromUrl(url);
  const [row] = key
    ? await db
        .select()
        .from(uploads)
        .where(and(eq(uploads.key, key), eq(uploads.userId, userId)))
    : [];
  if (!row) {
    const message = 'Upload the picture first: only your own uploads can be used.';
    throw new AppError('INVALID_INPUT', message, [{ path: field, message }]);
  }
  return row;
}
