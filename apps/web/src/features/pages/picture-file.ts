import { IMAGE_MIME_TYPES, MAX_UPLOAD_BYTES } from '@huebook/shared/constants';

/** Why a picked file cannot be uploaded, or null when it can (DESIGN.md upload limits). */
export function pictureProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type))
    return 'Choose a PNG, JPEG or WebP picture.';
  if (file.size > MAX_UPLOAD_BYTES)
    return `This picture is too large: ${Math.floor(MAX_UPLOAD_BYTES / 1024 / 1024)} MB at most.`;
  return null;
}
