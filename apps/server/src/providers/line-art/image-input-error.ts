/**
 * Thrown when a buffer cannot be decoded as a supported image (corrupt bytes, a text file,
 * an unknown format) or decodes to more pixels than `MAX_INPUT_PIXELS`. The HTTP layer maps
 * `code` to 415 (`UNSUPPORTED_MEDIA_TYPE`) or 413 (`IMAGE_TOO_LARGE`).
 */
export class ImageInputError extends Error {
  override readonly name = 'ImageInputError';

  constructor(
    message: string,
    readonly code: 'UNSUPPORTED_MEDIA_TYPE' | 'IMAGE_TOO_LARGE' = 'UNSUPPORTED_MEDIA_TYPE',
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
