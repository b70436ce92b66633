import type { ErrorCode } from '@huebook/shared/schemas/api';

/** One invalid field of a 400 answer: `path` is dotted ('prompt', 'pages.2'). */
export interface ApiIssue {
  path: string;
  message: string;
}

/**
 * The server's codes (schemas/api.ts ERROR_CODES), plus the client's own: NETWORK_ERROR when no
 * answer came (status 0), BAD_RESPONSE for an answer outside the contract (an error without
 * `{ message, code }`, or in development and tests a 200 that does not match its schema).
 */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'BAD_RESPONSE';

/** A failed call: the server's `{ message, code, issues? }` with the HTTP status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    readonly code: ApiErrorCode,
    /** What to tell the user: the server's message, the browser's, or 'Something went wrong!'. */
    message: string,
    readonly issues: readonly ApiIssue[] = [],
    /** The bearer token the call carried (null without one): only that session is signed out. */
    readonly sentToken: string | null = null,
  ) {
    super(message);
  }
}
