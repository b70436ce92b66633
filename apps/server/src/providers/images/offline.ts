import { generateOfflinePage } from '../offline/generate.ts';

import type { GenerateOptions, GeneratedImage, ImageProvider } from './provider.ts';

/**
 * The offline generator (no network): a scene from Huebook's drawing library, or a procedural
 * pattern. Same prompt, seed and detail, same picture. On a worker thread.
 */
export const offlineImageProvider: ImageProvider = {
  generator: 'offline',
  async generate(prompt: string, options: GenerateOptions = {}): Promise<GeneratedImage> {
    options.signal?.throwIfAborted();
    const page = await generateOfflinePage(prompt, {
      ...(options.seed !== undefined ? { seed: options.seed } : {}),
      ...(options.detail !== undefined ? { detail: options.detail } : {}),
    });
    return {
      image: page.image,
      generator: 'offline',
      title: page.title,
      drawings: page.drawings,
      ...(page.missing ? { missing: page.missing } : {}),
    };
  },
};
