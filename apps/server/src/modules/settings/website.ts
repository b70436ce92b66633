import {
  websiteIssueMessage,
  websitePatchSchema,
  websiteSchema,
  type Website,
} from '@huebook/shared/schemas/website';
import { eq } from 'drizzle-orm';
import type { ZodError } from 'zod';

import type { AppContext } from '../../context.ts';
import { settings } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { markUploadsUsed } from '../../lib/uploads.ts';

/** A zod failure as INVALID_INPUT: the first issue in plain words, every issue under `value.…`. */
function invalidWebsite(error: ZodError): AppError {
  const issues = error.issues.map((issue) => ({
    path: ['value', ...issue.path.map(String)].join('.'),
    message: websiteIssueMessage(issue),
  }));
  return new AppError('INVALID_INPUT', issues[0]?.message ?? 'The website content is not valid.', issues);
}

/** The JSON text sent for `website`, parsed: an object, or INVALID_INPUT. */
function parseObject(raw: string): object {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new AppError('INVALID_INPUT', 'The website setting must be valid JSON.', [
      { path: 'value', message: 'The website setting must be valid JSON.' },
    ]);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new AppError('INVALID_INPUT', 'The website setting must be a JSON object.', [
      { path: 'value', message: 'The website setting must be a JSON object.' },
    ]);
  }
  return parsed;
}

/** The stored value as an object; a missing or unreadable row reads as `{}`. */
function storedObject(value: string | undefined): Record<string, unknown> {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * Saves groups of the `website` setting (spec §3 "Website settings"). `raw` is the JSON text
 * of an object with some of the groups, each checked with its shared schema (unknown groups
 * and fields refused). In one transaction the stored row is locked, the groups sent replace
 * the stored ones whole, the others are kept, and the merged value must pass `websiteSchema`
 * before it is written, so two editors saving different groups at once never undo each other.
 * The uploads it shows are marked used in the same transaction, so the upload cleanup
 * (jobs/upload-cleanup.ts) keeps a picture uploaded just before the save.
 * Returns the stored JSON text of the whole website.
 * @throws AppError INVALID_INPUT, with the section and item in the message
 */
export async function saveWebsite(ctx: AppContext, raw: string): Promise<string> {
  const patch = websitePatchSchema.safeParse(parseObject(raw));
  if (!patch.success) throw invalidWebsite(patch.error);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.name, 'website'))
      .for('update');
    const merged = websiteSchema.safeParse({ ...storedObject(row?.value), ...patch.data });
    if (!merged.success) throw invalidWebsite(merged.error);
    const value = JSON.stringify(merged.data satisfies Website);
    await tx
      .insert(settings)
      .values({ name: 'website', value, secret: false })
      .onConflictDoUpdate({ target: settings.name, set: { value, secret: false } });
    await markUploadsUsed(tx, value);
    return value;
  });
}
