import type { FastifyBaseLogger } from 'fastify';
import type OpenAI from 'openai';
import type { ImageGenerateParamsNonStreaming } from 'openai/resources/images';

import { AppError } from '../../errors.ts';
import type { GenerateOptions, GeneratedImage, ImageProvider } from '../images/provider.ts';

import { PROVIDER_MESSAGES, toProviderError } from './errors.ts';

/** Size asked of the image API: the page's own 1024×1024 (spec §9). */
export const OPENAI_IMAGE_SIZE = '1024x1024';

/**
 * Wraps the user's prompt so the picture comes back as a page to color: the rules the line-art
 * post-processing and the bucket fill rely on (closed black outlines on white, no grey, no
 * solid fills), spelled out for the image model.
 */
export function coloringPagePrompt(prompt: string): string {
  return [
    `A printable coloring page for children showing: ${prompt}.`,
    'Black line art on a plain white background, like a page from a coloring book.',
    'Thick, uniform black outlines; every shape closed; large open areas to color in.',
    'No shading, no hatching, no grey tones, no solid black fills, no color.',
    'No text, letters, numbers or signatures.',
    'The whole subject fits inside the picture with a small white margin.',
  ].join(' ');
}

/** GPT image models always answer base64; DALL·E models answer a URL unless asked otherwise. */
function modelParams(model: string): Partial<ImageGenerateParamsNonStreaming> {
  return model.startsWith('dall-e') ? { response_format: 'b64_json' } : { quality: 'medium' };
}

/**
 * OpenAI's image API (`images.generate`, model from the `openai_model` setting), 1024×1024,
 * the image read from `b64_json`.
 * @throws AppError mapped by `toProviderError` (INVALID_INPUT, RATE_LIMITED, PROVIDER_ERROR).
 */
export function openAiImageProvider(client: OpenAI, model: string, log: FastifyBaseLogger): ImageProvider {
  return {
    generator: 'openai',
    async generate(prompt: string, options: GenerateOptions = {}): Promise<GeneratedImage> {
      let b64: string | undefined;
      try {
        const response = await client.images.generate(
          {
            model,
            prompt: coloringPagePrompt(prompt),
            n: 1,
            size: OPENAI_IMAGE_SIZE,
            ...modelParams(model),
            ...(options.endUser ? { user: options.endUser } : {}),
          },
          { signal: options.signal ?? null },
        );
        b64 = response.data?.[0]?.b64_json;
      } catch (error) {
        throw toProviderError(error, log);
      }
      if (!b64) {
        log.warn({ provider: 'openai', model }, 'image provider answered without b64_json');
        throw new AppError('PROVIDER_ERROR', PROVIDER_MESSAGES.noPicture);
      }
      return { image: Buffer.from(b64, 'base64'), generator: 'openai' };
    },
  };
}
