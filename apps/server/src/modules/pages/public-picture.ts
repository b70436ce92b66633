import { and, eq } from 'drizzle-orm';

import type { AppContext } from '../../context.ts';
import { pages } from '../../db/schema.ts';

/**
 * The picture URL (`Storage.url` of its illustration, a path on this site) of page `pageId` when
 * anyone signed in may see it, that is when it exists and is not blocked (readPage's rule for
 * a visitor who is neither its owner nor an admin); null otherwise. The served index.html
 * preloads it on the page's coloring screen (lib/route-preload.ts), so it must never name a
 * page the visitor may not see: the HTML request carries no session to tell the owner apart.
 * @param pageId a UUID (lib/route-preload.ts coloringPageId checks it).
 * @throws the database's errors.
 */
export async function findPublicPicture(ctx: AppContext, pageId: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ key: pages.illustrationKey })
    .from(pages)
    .where(and(eq(pages.id, pageId), eq(pages.blocked, false)))
    .limit(1);
  return row ? ctx.storage.url(row.key) : null;
}
