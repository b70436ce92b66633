import { z } from 'zod';

import { DETAIL_LEVELS, SCOPES, SORTS } from '../constants.ts';

import { listQuerySchema } from './api.ts';

/** How a page was made. */
export const PAGE_SOURCES = ['ai', 'upload'] as const;

/**
 * What an offline page's prompt named that the drawing library has no drawing of, so the
 * coloring screen can say so: `subjects` are noun phrases in the prompt's words ("a hedgehog",
 * "zebras"); `shows` is what the page shows instead ("a tree in a meadow", "a castle").
 */
export const missingSubjectsSchema = z.object({
  subjects: z.array(z.string().min(1)).min(1),
  shows: z.string().min(1),
});
export type MissingSubjects = z.infer<typeof missingSubjectsSchema>;

/**
 * How a page's picture was made, for the coloring screen's note and for support:
 * - `method`: 'library' (an offline scene or pattern drawn from Huebook's drawing library),
 *   'photo' (an upload converted offline by colour segmentation), 'openai' (OpenAI drew it or
 *   converted the photo), 'kept' (an upload kept as it was);
 * - `detail`: the detail level asked for; `seed`: the offline generator's seed;
 * - `drawings`: ids of the library drawings an offline scene shows, main subject first;
 * - `fallback`: true when OpenAI failed or refused and the offline path made the page instead;
 * - `missing`: on an offline scene, what its prompt named that the library has no drawing of.
 */
export const pageGenerationSchema = z.object({
  method: z.enum(['library', 'photo', 'openai', 'kept']),
  detail: z.enum(DETAIL_LEVELS).optional(),
  seed: z.number().int().optional(),
  drawings: z.array(z.string()).optional(),
  fallback: z.boolean().optional(),
  missing: missingSubjectsSchema.optional(),
});
export type PageGeneration = z.infer<typeof pageGenerationSchema>;

/** A page as the API returns it (spec §3). URLs are server-relative (`/uploads/...`). */
export const pageSchema = z.object({
  id: z.string(),
  title: z.string(),
  prompt: z.string().nullable(),
  source: z.enum(PAGE_SOURCES),
  /** Which generator made an AI page ('openai' | 'offline'), null for uploads. */
  generator: z.string().nullable(),
  /** How the picture was made; null for pages made before it was recorded. */
  generation: pageGenerationSchema.nullable(),
  illustration: z.string(),
  thumbnail: z.string(),
  colored: z.object({ id: z.string(), preview: z.string(), photo: z.string() }).nullable(),
  /** The owner (spec §3: name and payment id). */
  user: z.object({ name: z.string(), stripe_id: z.string().nullable() }),
  colored_count: z.number().int(),
  favorited_count: z.number().int(),
  is_colored: z.boolean(),
  is_favorited: z.boolean(),
  is_owner: z.boolean(),
  blocked: z.boolean(),
  trending: z.boolean(),
  created_at: z.string(),
});
export type Page = z.infer<typeof pageSchema>;

/**
 * A page as the lists return it (GET /pages/paginate): what a card shows, without the prompt
 * and how the page was made, which only the coloring screen reads (GET /pages/:id/read).
 */
export const listedPageSchema = pageSchema.omit({
  prompt: true,
  source: true,
  generator: true,
  generation: true,
});
export type ListedPage = z.infer<typeof listedPageSchema>;

/** GET /pages/paginate query: list query plus sort and scope (spec §7). */
const PAGE_MESSAGE = 'page must be a whole number from 1 to 100000';

export const pageListQuerySchema = listQuerySchema.extend({
  // A message a caller can act on for a bad `page`.
  page: z.coerce
    .number({ error: PAGE_MESSAGE })
    .int({ error: PAGE_MESSAGE })
    .min(1, { error: PAGE_MESSAGE })
    .max(100_000, { error: PAGE_MESSAGE })
    .default(1),
  sort: z.enum(SORTS.map((s) => s.value) as [string, ...string[]]).default('latest'),
  scope: z.enum(SCOPES).default('public'),
});
export type PageListQuery = z.infer<typeof pageListQuerySchema>;
