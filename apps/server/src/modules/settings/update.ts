import type { SettingName, SettingUpdateResult } from '@huebook/shared/schemas/setting';
import { eq } from 'drizzle-orm';

import type { AppContext } from '../../context.ts';
import { settings } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { brandingChanged } from '../../lib/index-html.ts';
import { encryptSecret, isSecretSetting } from '../../lib/secrets.ts';
import { requireOwnUpload } from '../../lib/uploads.ts';

import { saveWebsite } from './website.ts';

function invalid(message: string): AppError {
  return new AppError('INVALID_INPUT', message, [{ path: 'value', message }]);
}

/** The value to store for a public setting, checked for its name. @throws AppError INVALID_INPUT */
async function publicValue(ctx: AppContext, adminId: string, name: SettingName, raw: string) {
  const value = raw.trim();
  switch (name) {
    case 'app_name':
      if (!value || value.length > 60) throw invalid('The app name must be 1 to 60 characters.');
      return value;
    case 'tagline':
      if (value.length > 200) throw invalid('The tagline must be at most 200 characters.');
      return value;
    case 'openai_model':
      if (!/^[A-Za-z0-9._:-]{1,100}$/.test(value)) throw invalid('Enter a model name such as gpt-image-1.');
      return value;
    case 'favicon': {
      if (!value) return '';
      const upload = await requireOwnUpload(ctx.db, adminId, value, 'value');
      if (!upload.contentType.startsWith('image/')) throw invalid('The favicon must be a picture.');
      return ctx.storage.url(upload.key);
    }
    default:
      throw new Error(`not a public setting: ${name}`);
  }
}

/**
 * PATCH /settings/{name}/update. Public settings are checked per name (app_name 1–60
 * characters, a favicon among the admin's own picture uploads, …) and their stored value is
 * returned; `website` takes some of its groups, merged and checked whole (website.ts). Secrets
 * are stored encrypted (lib/secrets.ts) and never returned; an empty secret removes it.
 * @throws AppError INVALID_INPUT
 */
export async function updateSetting(
  ctx: AppContext,
  adminId: string,
  name: SettingName,
  raw: string,
): Promise<SettingUpdateResult> {
  if (isSecretSetting(name)) {
    const value = raw.trim();
    if (!value) {
      await ctx.db.delete(settings).where(eq(settings.name, name));
      return { updated: true, name };
    }
    if (value.length > 1000 || /\s/.test(value)) throw invalid('Paste the key as given, without spaces.');
    const stored = encryptSecret(ctx.appSecret, name, value);
    await ctx.db
      .insert(settings)
      .values({ name, value: stored, secret: true })
      .onConflictDoUpdate({ target: settings.name, set: { value: stored, secret: true } });
    return { updated: true, name };
  }
  if (name === 'website') return { updated: true, name, value: await saveWebsite(ctx, raw) };
  const value = await publicValue(ctx, adminId, name, raw);
  await ctx.db
    .insert(settings)
    .values({ name, value, secret: false })
    .onConflictDoUpdate({ target: settings.name, set: { value, secret: false } });
  // The served index.html shows these two: its next answer reads them again.
  if (name === 'app_name' || name === 'favicon') brandingChanged();
  return { updated: true, name, value };
}
