import { asBuffer, runLineArtTask } from '../line-art/pool.ts';

import type { OfflinePage } from './render-page.ts';

/**
 * Draws a colouring page from a prompt without any network service: `{ image }` is a PNG,
 * 1024×1024, one grey channel holding only 0 and 255; `title` comes from the prompt (or from
 * what was drawn when the prompt is blank). See `renderOfflinePage` for how it is composed.
 *
 * Deterministic: the same prompt gives the same bytes. Runs on a line-art worker thread
 * (`../line-art/pool.ts`): about 110 ms of a worker's time, none of the event loop's.
 *
 * @throws ImageInputError as the worker threw it (same class, message and `code`); any other
 * error is a bug.
 */
export async function generateOfflinePage(prompt: string): Promise<OfflinePage> {
  const reply = await runLineArtTask({ kind: 'offline', prompt });
  if (reply.kind !== 'offline') throw new Error(`line-art worker answered ${reply.kind} to offline`);
  return { image: asBuffer(reply.image), title: reply.title, generator: 'offline' };
}
