import { generateOfflinePage } from '../offline/generate.ts';

import type { GenerateOptions, GeneratedImage, ImageProvider } from './provider.ts';

/** The offline generator (no network): same prompt, same picture. About 110 ms, on a worker thread. */
export const offlineImageProvider: ImageProvider = {
  generator: 'offline',
  async generate(prompt: string, options: GenerateOptions = {}): Promise<GeneratedImage> {
    options.signal?.throwIfAborted();
    const page = await generateOfflinePage(prompt);
    return { image: page.image, generator: 'offline', title: page.title };
  },
};
