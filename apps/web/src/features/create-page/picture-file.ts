import { IMAGE_MIME_TYPES, MAX_UPLOAD_BYTES } from '@huebook/shared/constants';

const BYTES_PER_MB = 1024 * 1024;

/** Megabytes with at most one decimal, rounded up so a file just over the limit reads as over. */
function megabytes(bytes: number): string {
  return String(Math.ceil((bytes / BYTES_PER_MB) * 10) / 10);
}

/**
 * Why a picked file cannot be uploaded, or null when it can: PNG, JPEG or WebP of at most
 * MAX_UPLOAD_BYTES (10 MB), the limits POST /pages/upload enforces again.
 */
export function pictureProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type))
    return 'Choose a PNG, JPEG or WebP picture.';
  if (file.size === 0) return 'This file is empty. Choose another picture.';
  if (file.size > MAX_UPLOAD_BYTES)
    return `This picture is ${megabytes(file.size)} MB. Choose one of ${megabytes(MAX_UPLOAD_BYTES)} MB or less.`;
  return null;
}
