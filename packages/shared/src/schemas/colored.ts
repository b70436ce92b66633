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

/** PATCH /coloreds/upsert: the page and the URL returned by POST /storage/upload. */
export const upsertColoredBodySchema = z.object({
  pageId: z.string().min(1).max(64),
  photo: z.string().min(1).max(500),
});
export type UpsertColoredBody = z.infer<typeof upsertColoredBodySchema>;
