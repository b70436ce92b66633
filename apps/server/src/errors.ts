import type { ErrorCode } from '@huebook/shared/schemas/api';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';

import { ImageInputError } from './providers/line-art/image-input-error.ts';

/** The one place where an error code becomes an HTTP status (DESIGN.md "API shape"). */
export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  INVALID_INPUT: 400,
  UNAUTHORIZED: 401,
  NO_PAID_PLAN: 403,
  NO_CREDITS: 403,
  FORBIDDEN: 403,
  BLOCKED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  NOTHING_TO_TRACE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  PROVIDER_ERROR: 502,
  NOT_CONFIGURED: 503,
};

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'INVALID_INPUT',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  406: 'UNSUPPORTED_MEDIA_TYPE',
  409: 'CONFLICT',
  413: 'TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * Plain words for the 4xx errors of Fastify and @fastify/multipart (their own messages name
 * parsers and limits), by their `code`. "The file is too large." is kept for a file over
 * MAX_UPLOAD_BYTES: a second file or too many fields is not a size problem.
 */
const FASTIFY_ERRORS: Record<string, [ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['INVALID_INPUT', 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['INVALID_INPUT', 'The request body is empty; send JSON.'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['TOO_LARGE', 'The request is too large.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['INVALID_INPUT', 'The request was cut short. Send it again.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    'UNSUPPORTED_MEDIA_TYPE',
    'This type of request body is not accepted: send JSON, or a form with the file.',
  ],
  FST_REQ_FILE_TOO_LARGE: ['TOO_LARGE', 'The file is too large.'],
  FST_FILES_LIMIT: ['INVALID_INPUT', 'Send one file at a time.'],
  FST_PARTS_LIMIT: ['INVALID_INPUT', 'The form has too many fields.'],
  FST_FIELDS_LIMIT: ['INVALID_INPUT', 'The form has too many fields.'],
  FST_PROTO_VIOLATION: ['INVALID_INPUT', 'The form has a field name that is not allowed.'],
  FST_INVALID_JSON_FIELD_ERROR: ['INVALID_INPUT', 'A form field marked as JSON is not valid JSON.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data.'],
  FST_MP_PREMATURE_CLOSE: ['INVALID_INPUT', 'The upload was cut short. Send it again.'],
};

export interface Issue {
  path: string;
  message: string;
}

/** A failure the caller can act on: its code picks the status, its message is shown as is. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly issues: Issue[] | undefined;

  constructor(code: ErrorCode, message: string, issues?: Issue[]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.issues = issues;
  }

  get status(): number {
    return STATUS_BY_CODE[this.code];
  }
}

/** Turns a zod error into `{ path, message }` issues (path joined with dots). */
export function zodIssues(error: ZodError): Issue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** Maps anything thrown to an AppError; unknown errors become INTERNAL with a generic message. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ImageInputError) {
    const code = { IMAGE_TOO_LARGE: 'TOO_LARGE', NOTHING_TO_TRACE: 'NOTHING_TO_TRACE' } as const;
    return new AppError(
      error.code in code ? code[error.code as keyof typeof code] : 'UNSUPPORTED_MEDIA_TYPE',
      error.message,
    );
  }
  if (error instanceof ZodError) {
    const issues = zodIssues(error);
    const first = issues[0];
    const message = first
      ? first.path
        ? `${first.path}: ${first.message}`
        : first.message
      : 'Invalid input';
    return new AppError('INVALID_INPUT', message, issues);
  }
  const { statusCode: status, code: fastifyCode } = (error ?? {}) as Partial<FastifyError>;
  const known = fastifyCode ? FASTIFY_ERRORS[fastifyCode] : undefined;
  if (known) return new AppError(known[0], known[1]);
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = CODE_BY_STATUS[status] ?? 'INVALID_INPUT';
    const raw = (error as Error).message;
    return new AppError(code, code === 'TOO_LARGE' ? 'The request is too large.' : raw || 'Invalid request');
  }
  return new AppError('INTERNAL', 'Something went wrong!');
}

/** Fastify error handler: `{ message, code, issues? }` with the code's status; 500s are logged, never leaked. */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const appError = toAppError(error);
  if (appError.code === 'INTERNAL') request.log.error({ err: error }, 'request failed');
  const body: { message: string; code: ErrorCode; issues?: Issue[] } = {
    message: appError.message,
    code: appError.code,
  };
  if (appError.issues) body.issues = appError.issues;
  return reply.status(appError.status).send(body);
}
