import type { NumberPalette } from '@huebook/shared/schemas/number-palette';

import { copyForTransfer, runLineArtTask } from './pool.ts';

/**
 * A photo page's colours for color by number: `computePhotoPalette` (`photo-palette.ts`) run on
 * a line-art worker thread (`pool.ts`), since its Lab conversion, region labelling and distance
 * transform over the 1024² page take 100–500 ms of CPU that would otherwise stall every other
 * request. `photo` (PNG, JPEG or WebP) and `illustration` (the page's final 1024² line art) are
 * copied; the caller keeps them.
 * @returns null when the line art has no region big enough to color.
 * @throws ImageInputError when the photo cannot be read.
 */
export async function makeNumberPalette(photo: Buffer, illustration: Buffer): Promise<NumberPalette | null> {
  const reply = await runLineArtTask({
    kind: 'palette',
    input: copyForTransfer(photo),
    illustration: copyForTransfer(illustration),
  });
  if (reply.kind !== 'palette') throw new Error(`line-art worker answered ${reply.kind} to palette`);
  return reply.palette;
}
