import { z } from 'zod';

/** Shortest and longest prompt accepted by POST /pages/create, characters after trimming. */
export const PROMPT_MIN_LENGTH = 3;
export const PROMPT_MAX_LENGTH = 500;

/** Which generator drew an AI page; `Page.generator` holds one of these (null for uploads). */
export const PAGE_GENERATORS = ['openai', 'offline'] as const;
export type PageGenerator = (typeof PAGE_GENERATORS)[number];

/** A prompt for an AI page: trimmed, 3–500 characters. */
export const promptSchema = z
  .string({ error: 'Describe the page to create' })
  .trim()
  .min(PROMPT_MIN_LENGTH, `Describe the page in at least ${PROMPT_MIN_LENGTH} characters`)
  .max(PROMPT_MAX_LENGTH, `The prompt is too long (${PROMPT_MAX_LENGTH} characters at most)`);

/** Body of POST /pages/create; the answer is `{ data: Page }`. */
export const pageCreateBodySchema = z.object({ prompt: promptSchema });
export type PageCreateBody = z.infer<typeof pageCreateBodySchema>;

/** `data` of GET /pages/prompt/generate: one child-friendly page idea. */
export const promptSuggestionSchema = z.object({ prompt: z.string() });
export type PromptSuggestion = z.infer<typeof promptSuggestionSchema>;

/**
 * Optional text fields of the POST /pages/upload form besides `file` and `title`:
 * `lineArt` 'true' turns the picture into line art to color; 'false' or absent keeps it as it is.
 */
export const pageUploadFieldsSchema = z.object({
  lineArt: z
    .enum(['true', 'false'], 'lineArt must be true or false')
    .optional()
    .transform((value) => value === 'true'),
});
export type PageUploadFields = z.infer<typeof pageUploadFieldsSchema>;
