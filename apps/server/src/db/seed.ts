import { DEFAULT_PLANS } from '@huebook/shared/constants';

import type { Db } from './client.ts';
import { plans, settings } from './schema.ts';
import { DEFAULT_WEBSITE } from './website-defaults.ts';

/** Settings seeded on first start; existing values are never overwritten. */
export const DEFAULT_SETTINGS: Record<string, string> = {
  app_name: 'Huebook',
  tagline: 'Create coloring pages with AI or from your pictures, then color them anywhere.',
  favicon: '',
  openai_model: 'gpt-image-1',
  website: JSON.stringify(DEFAULT_WEBSITE),
};

/** Inserts the default plans and settings that are missing (idempotent). */
export async function seed(db: Db): Promise<void> {
  await db
    .insert(plans)
    .values(DEFAULT_PLANS.map((plan) => ({ ...plan })))
    .onConflictDoNothing({ target: plans.name });
  await db
    .insert(settings)
    .values(Object.entries(DEFAULT_SETTINGS).map(([name, value]) => ({ name, value })))
    .onConflictDoNothing({ target: settings.name });
}
