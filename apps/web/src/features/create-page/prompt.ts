import { promptSchema } from '@huebook/shared/schemas/page-create';

/**
 * Why `prompt` cannot be sent to POST /pages/create, or null when it can: the server's own
 * rule (trimmed, 3–500 characters), so the screen never sends a request the server refuses.
 */
export function promptProblem(prompt: string): string | null {
  const result = promptSchema.safeParse(prompt);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Describe the page to create');
}
