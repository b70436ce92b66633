import { asBuffer, copyForTransfer, runLineArtTask } from './pool.ts';

/** A finished page: what the pages table stores and the grids show. */
export interface FinalPage {
  /** PNG, `CANVAS_SIZE × CANVAS_SIZE` (1024), one grey channel holding only 0 and 255. */
  illustration: Buffer;
  /** WebP, `THUMBNAIL_SIZE × THUMBNAIL_SIZE` (512), the illustration scaled down. */
  thumbnail: Buffer;
}

export interface FinalizeOptions {
  /** Grey level (0–255) at or below which a pixel becomes black; default 128. */
  threshold?: number;
  /**
   * Also clean a drawing made elsewhere (OpenAI's pictures): bridge one-pixel gaps in its
   * lines, drop ink specks under `SPECK_PX` and fill paper pockets under
   * `MIN_COLORABLE_REGION_PX`, too small to color (page-quality.ts). Default false: uploads
   * kept as they are stay as drawn.
   */
  clean?: boolean | undefined;
}

/**
 * The last step of every page (AI, offline, upload, line-art conversion): decodes the
 * picture (pixel limit `MAX_INPUT_PIXELS`, EXIF orientation, alpha flattened onto white),
 * scales it to fit 1024×1024 and centres it on white (never stretched), thresholds it to pure
 * black and white, and makes the 512-pixel WebP thumbnail.
 *
 * Idempotent: a page it produced comes back byte for byte the same. Runs on a line-art worker
 * thread (`pool.ts`, `page-image.ts`); `input` is copied, the caller keeps it.
 *
 * @throws ImageInputError when `input` is not a readable PNG, JPEG or WebP, or is too large.
 */
export async function finalizePage(input: Buffer, options: FinalizeOptions = {}): Promise<FinalPage> {
  const reply = await runLineArtTask({
    kind: 'finalize',
    input: copyForTransfer(input),
    threshold: options.threshold,
    clean: options.clean,
  });
  if (reply.kind !== 'finalize') throw new Error(`line-art worker answered ${reply.kind} to finalize`);
  return { illustration: asBuffer(reply.illustration), thumbnail: asBuffer(reply.thumbnail) };
}
