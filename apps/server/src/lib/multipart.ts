import { MAX_UPLOAD_BYTES } from '@huebook/shared/constants';
import type { FastifyRequest } from 'fastify';

import { AppError } from '../errors.ts';

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
 * Reads a multipart form whole: the `file` field (buffered, at most MAX_UPLOAD_BYTES) and
 * the text fields, whatever their order.
 * @throws AppError UNSUPPORTED_MEDIA_TYPE when the body is not multipart, TOO_LARGE past the limit.
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
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('TOO_LARGE', TOO_LARGE);
    if (code === 'FST_FILES_LIMIT_REACHED') throw new AppError('INVALID_INPUT', 'Send one file at a time.');
    throw error;
  }
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
