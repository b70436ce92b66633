import { z } from 'zod';

import { DEFAULT_DETAIL_LEVEL, DETAIL_LEVELS, MAX_PAGE_SEED } from '../constants.ts';

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

/** A detail level: 'simple' | 'medium' | 'detailed'. */
export const detailLevelSchema = z.enum(DETAIL_LEVELS, 'Detail must be simple, medium or detailed');

/**
 * Body of POST /pages/create; the answer is `{ data: Page }`. `seed` picks another page for the
 * same prompt from the offline generator (same prompt and seed, same page; OpenAI ignores it);
 * `detail` sets how many regions it has (default: from the prompt's words, else medium).
 */
export const pageCreateBodySchema = z.object({
  prompt: promptSchema,
  seed: z
    .number('Seed must be a whole number')
    .int('Seed must be a whole number')
    .min(0, 'Seed must be 0 or more')
    .max(MAX_PAGE_SEED, `Seed must be at most ${MAX_PAGE_SEED}`)
    .optional(),
  detail: detailLevelSchema.optional(),
});
export type PageCreateBody = z.infer<typeof pageCreateBodySchema>;

/** `data` of GET /pages/prompt/generate: one child-friendly page idea. */
export const promptSuggestionSchema = z.object({ prompt: z.string() });
export type PromptSuggestion = z.infer<typeof promptSuggestionSchema>;

/**
 * Optional text fields of the POST /pages/upload form besides `file` and `title`:
 * `lineArt` 'true' turns the picture into line art to color; 'false' or absent keeps it as it is.
 * `detail` ('simple' | 'medium' | 'detailed', default medium) sets how many regions the
 * converted page has; it is ignored when the picture is kept as it is.
 */
export const pageUploadFieldsSchema = z.object({
  lineArt: z
    .enum(['true', 'false'], 'lineArt must be true or false')
    .optional()
    .transform((value) => value === 'true'),
  detail: detailLevelSchema.default(DEFAULT_DETAIL_LEVEL),
});
export type PageUploadFields = z.infer<typeof pageUploadFieldsSchema>;
