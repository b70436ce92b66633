import { z } from 'zod';

/**
 * Error codes carried by every failed API response (DESIGN.md "API shape").
 * The HTTP status for each code is chosen in one place on the server.
 */
export const ERROR_CODES = [
  'INVALID_INPUT', // 400
  'UNAUTHORIZED', // 401
  'NO_PAID_PLAN', // 403
  'NO_CREDITS', // 403
  'FORBIDDEN', // 403
  'BLOCKED', // 403
  'NOT_FOUND', // 404
  'CONFLICT', // 409
  'TOO_LARGE', // 413
  'UNSUPPORTED_MEDIA_TYPE', // 415
  'NOTHING_TO_TRACE', // 422: a picture with nothing to turn into a page (one colour, noise)
  'RATE_LIMITED', // 429
  'PROVIDER_ERROR', // 502
  'NOT_CONFIGURED', // 503
  'INTERNAL', // 500
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Body of a failed response: `{ message, code, issues? }`. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * A page of a list: `{ data, current_page, last_page, per_page, next_cursor }`.
 * `last_page` is `current_page + 1` while more rows exist, else `current_page` (no COUNT).
 * `next_cursor` is an opaque keyset cursor for the next page, or null on the last page.
 */
export interface Paginated<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  next_cursor: string | null;
}

/** Query of every list call: 1-based page, optional search and opaque cursor. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  search: z.string().trim().max(200).optional().default(''),
  cursor: z.string().max(500).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
