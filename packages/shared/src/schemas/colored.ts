import { z } from 'zod';

/** A colored page (spec §3): the user's drawing layer and the server-composed preview. */
export const coloredSchema = z.object({
  id: z.string(),
  page: z.object({ id: z.string(), title: z.string(), illustration: z.string(), thumbnail: z.string() }),
  /** Transparent drawing layer, PNG 1024×1024. */
  photo: z.string(),
  /** White page + drawing + illustration multiplied on top, WebP. */
  preview: z.string(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Colored = z.infer<typeof coloredSchema>;

/**
 * PATCH /coloreds/upsert: the page and the URL returned by POST /storage/upload, and optionally
 * the page's replay log (issue 15) in base64: stored beside the layer, it replaces the one saved
 * before; a save without it removes the old one (it no longer leads to this layer).
 * At most MAX_REPLAY_LOG_BYTES once decoded (the server answers 413 beyond).
 */
export const upsertColoredBodySchema = z.object({
  pageId: z.string().min(1).max(64),
  photo: z.string().min(1).max(500),
  log: z.base64().optional(),
});
export type UpsertColoredBody = z.infer<typeof upsertColoredBodySchema>;

/** GET /coloreds/:id/log: the caller's replay log of page `id` in base64, or null when none. */
export const coloredLogSchema = z.object({ log: z.string().nullable() });
export type ColoredLog = z.infer<typeof coloredLogSchema>;
