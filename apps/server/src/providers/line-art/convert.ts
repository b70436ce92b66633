import { DEFAULT_DETAIL_LEVEL, type DetailLevel } from '@huebook/shared/constants';

import { asBuffer, copyForTransfer, runLineArtTask } from './pool.ts';

/**
 * Turns a photo or a coloured drawing into a coloring page: black outlines on white, PNG
 * 1024×1024 (one grey channel, only 0 and 255), the picture letter- or pillar-boxed as
 * `finalizePage` frames it, so `finalizePage` passes the result through unchanged. `detail`
 * sets how many regions to color (`DETAIL_REGION_RANGES`).
 *
 * Runs on a line-art worker thread (`pool.ts`, `trace.ts`); `input` is copied, the caller
 * keeps it. None of the event loop's time.
 *
 * @throws ImageInputError when `input` is not a readable PNG, JPEG or WebP, or is too large.
 */
export async function convertToLineArt(
  input: Buffer,
  detail: DetailLevel = DEFAULT_DETAIL_LEVEL,
): Promise<Buffer> {
  const reply = await runLineArtTask({ kind: 'convert', input: copyForTransfer(input), detail });
  if (reply.kind !== 'convert') throw new Error(`line-art worker answered ${reply.kind} to convert`);
  return asBuffer(reply.image);
}
