/**
 * Thrown when a buffer cannot be decoded as a supported image (corrupt bytes, a text file,
 * an unknown format) or decodes to more pixels than `MAX_INPUT_PIXELS`, or, for a conversion to
 * line art, is one flat colour with nothing to trace. The HTTP layer maps `code` to 415
 * (`UNSUPPORTED_MEDIA_TYPE`), 413 (`IMAGE_TOO_LARGE`) or a 4xx of its choice (`NOTHING_TO_TRACE`).
 */
export class ImageInputError extends Error {
  override readonly name = 'ImageInputError';

  constructor(
    message: string,
    readonly code:
      'UNSUPPORTED_MEDIA_TYPE' | 'IMAGE_TOO_LARGE' | 'NOTHING_TO_TRACE' = 'UNSUPPORTED_MEDIA_TYPE',
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
