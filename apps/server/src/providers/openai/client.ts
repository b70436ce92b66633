import OpenAI from 'openai';

import type { Config } from '../../config.ts';

/** OpenAI's public API, used when OPENAI_BASE_URL is unset. */
export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';

/**
 * An OpenAI client for one request (the key can change in the app settings at any time).
 * The base URL and time limit come from the config only, never from the client's own
 * reading of the environment. No retries: a page call already takes up to
 * `openaiTimeoutMs`, and a retry would double the wait behind a spinner.
 */
export function createOpenAiClient(config: Config, apiKey: string): OpenAI {
  return new OpenAI({
    apiKey,
    baseURL: config.openaiBaseUrl ?? OPENAI_DEFAULT_BASE_URL,
    timeout: config.openaiTimeoutMs,
    maxRetries: 0,
  });
}
