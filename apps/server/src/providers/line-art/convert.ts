import { asBuffer, copyForTransfer, runLineArtTask } from './pool.ts';
import { DEFAULT_LINE_ART_OPTIONS, type LineArtOptions } from './trace.ts';

/**
 * Turns a photo or a coloured drawing into clean line art to colour: black lines on white,
 * PNG 1024×1024 (one grey channel, only 0 and 255), the picture letter- or pillar-boxed as
 * `finalizePage` frames it, so `finalizePage` passes the result through unchanged.
 *
 * Runs on a line-art worker thread (`pool.ts`, `trace.ts`); `input` is copied, the caller
 * keeps it. About 250 ms of a worker's time for a 1024×1024 photo, none of the event loop's.
 *
 * @throws ImageInputError when `input` is not a readable PNG, JPEG or WebP, or is too large.
 */
export async function convertToLineArt(
  input: Buffer,
  options: LineArtOptions = DEFAULT_LINE_ART_OPTIONS,
): Promise<Buffer> {
  const reply = await runLineArtTask({ kind: 'convert', input: copyForTransfer(input), options });
  if (reply.kind !== 'convert') throw new Error(`line-art worker answered ${reply.kind} to convert`);
  return asBuffer(reply.image);
}
