import { endpoints } from '@huebook/shared/api/endpoints';

import { ApiError, type ApiIssue } from './api-error.ts';

/**
 * Checks an answer against its endpoint's response schema (the contract,
 * packages/shared/src/api/endpoints.ts). Loaded by the API client only in development and tests
 * (or a build with VITE_API_VALIDATE=true), so production downloads neither zod nor the schemas.
 * @throws ApiError BAD_RESPONSE (status 200) naming each field that does not match, or when
 *   no endpoint of the contract has this method and path.
 */
export function checkAnswer(method: string, path: string, json: unknown): void {
  const endpoint = Object.values(endpoints).find((e) => e.method === method && e.path === path);
  if (!endpoint) throw new ApiError(200, 'BAD_RESPONSE', `${method} ${path} is not in the API contract.`);
  const result = endpoint.response.safeParse(json);
  if (result.success) return;
  const issues: ApiIssue[] = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const fields = issues.map((issue) => `${issue.path || '(answer)'}: ${issue.message}`).join('; ');
  throw new ApiError(200, 'BAD_RESPONSE', `${method} ${path} answered outside its schema: ${fields}`, issues);
}
