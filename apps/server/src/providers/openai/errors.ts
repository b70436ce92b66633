import type { FastifyBaseLogger } from 'fastify';
import { APIConnectionError, APIError, APIUserAbortError } from 'openai';

import { AppError } from '../../errors.ts';

/** Messages shown to the user when the image provider fails (never the provider's own words). */
export const PROVIDER_MESSAGES = {
  refused: "This prompt was refused by the image provider's safety system. Try different words.",
  busy: 'The image provider is busy. Try again in a minute.',
  timedOut: 'The image provider did not answer in time. Try again.',
  canceled: 'The page was not made: the request was canceled.',
  noQuota: "The image provider's account has no credit left. Please tell the app's administrator.",
  badKey: "The image provider did not accept the app's key. Please tell the app's administrator.",
  noModel: "The image model set in the app settings is not available. Please tell the app's administrator.",
  failed: 'The image provider could not make the picture. Try again.',
  noPicture: 'The image provider sent no picture we could use. Try again.',
} as const;

/** Error codes OpenAI gives a prompt its safety system refused (DALL·E, then GPT image models). */
const REFUSAL_CODES = new Set(['content_policy_violation', 'moderation_blocked']);

/**
 * Maps an OpenAI client error to the AppError the caller answers: a safety refusal →
 * INVALID_INPUT, 429 → RATE_LIMITED (or PROVIDER_ERROR when the account is out of quota),
 * time-out or connection failure → PROVIDER_ERROR, anything else → PROVIDER_ERROR with a
 * plain message. The provider's message is logged (OpenAI masks keys in it), never answered.
 */
export function toProviderError(error: unknown, log: FastifyBaseLogger): AppError {
  if (error instanceof AppError) return error;
  if (!(error instanceof APIError)) {
    log.error({ err: error }, 'image provider failed');
    return new AppError('PROVIDER_ERROR', PROVIDER_MESSAGES.failed);
  }
  log.warn(
    {
      provider: 'openai',
      status: error.status,
      code: error.code,
      type: error.type,
      requestId: error.requestID,
    },
    `image provider failed: ${error.message}`,
  );
  if (error instanceof APIUserAbortError) return new AppError('PROVIDER_ERROR', PROVIDER_MESSAGES.canceled);
  // APIConnectionTimeoutError is a kind of APIConnectionError.
  if (error instanceof APIConnectionError) return new AppError('PROVIDER_ERROR', PROVIDER_MESSAGES.timedOut);
  const code = error.code ?? '';
  if (error.status === 400 && REFUSAL_CODES.has(code)) {
    return new AppError('INVALID_INPUT', PROVIDER_MESSAGES.refused);
  }
  if (error.status === 429) {
    return code === 'insufficient_quota'
      ? new AppError('PROVIDER_ERROR', PROVIDER_MESSAGES.noQuota)
      : new AppError('RATE_LIMITED', PROVIDER_MESSAGES.busy);
  }
  if (error.status === 401 || error.status === 403)
    return new AppError('PROVIDER_ERROR', PROVIDER_MESSAGES.badKey);
  if (error.status === 404) return new AppError('PROVIDER_ERROR', PROVIDER_MESSAGES.noModel);
  if (error.status === 408 || error.status === 504)
    return new AppError('PROVIDER_ERROR', PROVIDER_MESSAGES.timedOut);
  return new AppError('PROVIDER_ERROR', PROVIDER_MESSAGES.failed);
}
