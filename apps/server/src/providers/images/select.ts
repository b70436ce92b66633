import type { FastifyBaseLogger } from 'fastify';

import type { AppContext } from '../../context.ts';
import { readSettingValues } from '../../lib/secrets.ts';
import { createOpenAiClient } from '../openai/client.ts';
import { openAiImageProvider } from '../openai/images.ts';

import { offlineImageProvider } from './offline.ts';
import type { ImageProvider } from './provider.ts';

/** The image model when the `openai_model` setting is empty (the seeded value). */
export const DEFAULT_OPENAI_IMAGE_MODEL = 'gpt-image-1';

export interface OpenAiSettings {
  apiKey: string;
  /** Image model, from the `openai_model` app setting. */
  model: string;
}

/**
 * The OpenAI key and image model, or null when no key is set. The key is the `openai_key` app
 * setting (write-only secret set by an admin, decrypted by lib/secrets.ts) or else
 * OPENAI_API_KEY; read per request so a key saved in the admin area applies at once.
 */
export async function readOpenAiSettings(ctx: AppContext): Promise<OpenAiSettings | null> {
  const byName = await readSettingValues(ctx, ['openai_key', 'openai_model']);
  const apiKey = byName.get('openai_key') || ctx.config.openaiApiKey;
  if (!apiKey) return null;
  return { apiKey, model: byName.get('openai_model') || DEFAULT_OPENAI_IMAGE_MODEL };
}

/** OpenAI's image API when a key is set, else the offline generator (DESIGN.md "Page creation"). */
export async function selectImageProvider(
  ctx: AppContext,
  log: FastifyBaseLogger = ctx.log,
): Promise<ImageProvider> {
  const openAi = await readOpenAiSettings(ctx);
  if (!openAi) return offlineImageProvider;
  return openAiImageProvider(createOpenAiClient(ctx.config, openAi.apiKey), openAi.model, log);
}
