import { asBuffer, runLineArtTask } from '../line-art/pool.ts';

import type { OfflinePage, OfflinePageOptions } from './render-page.ts';

/**
 * Draws a colouring page from a prompt without any network service: `{ image }` is a PNG,
 * 1024×1024, one grey channel holding only 0 and 255; `title` comes from the prompt (or from
 * what was drawn when the prompt is blank); `drawings` names the library entries it used;
 * `missing` names what the prompt asked for that the library cannot draw. See
 * `renderOfflinePage` for how it is composed.
 *
 * Deterministic: the same prompt, seed and detail give the same bytes. Runs on a line-art
 * worker thread (`../line-art/pool.ts`), none of the event loop's time.
 *
 * @throws ImageInputError as the worker threw it (same class, message and `code`); any other
 * error is a bug.
 */
export async function generateOfflinePage(
  prompt: string,
  options: OfflinePageOptions = {},
): Promise<OfflinePage> {
  const reply = await runLineArtTask({ kind: 'offline', prompt, options });
  if (reply.kind !== 'offline') throw new Error(`line-art worker answered ${reply.kind} to offline`);
  return {
    image: asBuffer(reply.image),
    title: reply.title,
    drawings: reply.drawings,
    kind: reply.pageKind,
    generator: 'offline',
    ...(reply.missing ? { missing: reply.missing } : {}),
  };
}
