import { MAX_UPLOAD_BYTES } from '@huebook/shared/constants';
import type { FastifyRequest } from 'fastify';

import { AppError, toAppError } from '../errors.ts';

import { refuseNulText } from './nul-text.ts';

export interface ReceivedFile {
  data: Buffer;
  filename: string;
  mimetype: string;
}

export interface ReceivedForm {
  file: ReceivedFile | null;
  fields: Record<string, string>;
}

const TOO_LARGE = `The file is too large (at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB).`;

/**
 * The AppError for a failure while reading a multipart body. @fastify/multipart's own errors
 * carry a `code` (errors.ts gives them plain words); busboy's are plain Errors for a body it
 * cannot read: no boundary ("Multipart: Boundary not found"), a body cut short ("Unexpected end
 * of multipart data"), a malformed part header. Nothing else runs while a form is read.
 */
function formError(error: unknown): AppError {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('TOO_LARGE', TOO_LARGE);
  if (typeof code === 'string' && code.startsWith('FST_')) return toAppError(error);
  if (error instanceof AppError) return error;
  return new AppError(
    'INVALID_INPUT',
    'The upload could not be read: it was cut short or is not a valid form. Send it again.',
  );
}

/**
 * Reads a multipart form whole: the `file` field (buffered, at most MAX_UPLOAD_BYTES) and
 * the text fields, whatever their order.
 * @throws AppError UNSUPPORTED_MEDIA_TYPE when the body is not multipart, TOO_LARGE for a file
 *   past the limit, INVALID_INPUT for a second file, too many fields, text holding U+0000, or
 *   a body without a boundary or cut short.
 */
export async function readForm(request: FastifyRequest): Promise<ReceivedForm> {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the picture as multipart/form-data with a "file" field.',
    );
  }
  const form: ReceivedForm = { file: null, fields: {} };
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 },
    })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'file') form.file = { data, filename: part.filename, mimetype: part.mimetype };
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw formError(error);
  }
  refuseNulText(form.fields);
  if (form.file) refuseNulText({ filename: form.file.filename });
  return form;
}

/** The form's `file`. @throws AppError INVALID_INPUT when it is missing or empty. */
export function requireFile(form: ReceivedForm): ReceivedFile {
  if (!form.file || form.file.data.length === 0) {
    throw new AppError('INVALID_INPUT', 'Choose a picture to upload.', [
      { path: 'file', message: 'Required' },
    ]);
  }
  return form.file;
}
