import { isUuid } from '@huebook/shared/api/contract';
import type { Page } from '@huebook/shared/schemas/page';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { coloreds, favorites, pages, trendingState, users, type PageRow } from '../../db/schema.ts';

/** A page is trending with a score of at least 3 among the top 20 (DESIGN.md "Sorts"). */
export const TRENDING_MIN_SCORE = 3;
export const TRENDING_TOP = 20;

const myColored = alias(coloreds, 'my_colored');
const myFavorite = alias(favorites, 'my_favorite');

/** The stored trending threshold as a scalar subquery (evaluated once per statement). */
export const storedThreshold = sql<number>`coalesce((SELECT ${trendingState.threshold} FROM ${trendingState} WHERE ${trendingState.id} = 1), ${TRENDING_MIN_SCORE})`;

/**
 * The select behind every page answer: the page, its owner, the current user's colored
 * page and favorite (left joins on their unique keys, so one row per page), and the stored
 * trending threshold.
 */
export function selectPages(db: Executor, meId: string) {
  return db
    .select({
      page: pages,
      owner: { id: users.id, name: users.name, stripeId: users.stripeId },
      colored: { id: myColored.id, previewKey: myColored.previewKey, photoKey: myColored.photoKey },
      favoritedBy: myFavorite.userId,
      trendingThreshold: storedThreshold.mapWith(Number),
    })
    .from(pages)
    .innerJoin(users, eq(users.id, pages.userId))
    .leftJoin(myColored, and(eq(myColored.pageId, pages.id), eq(myColored.userId, meId)))
    .leftJoin(myFavorite, and(eq(myFavorite.pageId, pages.id), eq(myFavorite.userId, meId)));
}
export { myColored, myFavorite };

/** A page as selected for an answer: by selectPages, or by the page lists (list.ts). */
export interface PageSelectRow {
  page: PageRow;
  owner: { id: string; name: string; stripeId: string | null };
  colored: { id: string; previewKey: string; photoKey: string } | null;
  favoritedBy: string | null;
  trendingThreshold: number;
}

/**
 * The lowest trending score that makes a page trending, as stored by the last trending
 * recompute (jobs/trending.ts): one primary-key read.
 */
export async function trendingThreshold(db: Executor): Promise<number> {
  const [row] = await db
    .select({ threshold: trendingState.threshold })
    .from(trendingState)
    .where(eq(trendingState.id, 1));
  return row?.threshold ?? TRENDING_MIN_SCORE;
}

/**
 * The API shape of a page (pageSchema) for the user `meId`. `threshold` defaults to the one
 * the row was selected with.
 */
export function toPageView(
  ctx: AppContext,
  row: PageSelectRow,
  meId: string,
  threshold: number = row.trendingThreshold,
): Page {
  const { page, owner, colored } = row;
  return {
    id: page.id,
    title: page.title,
    prompt: page.prompt,
    source: page.source,
    generator: page.generator,
    generation: page.generation ?? null,
    illustration: ctx.storage.url(page.illustrationKey),
    thumbnail: ctx.storage.url(page.thumbnailKey),
    colored:
      colored && colored.id && colored.previewKey && colored.photoKey
        ? {
            id: colored.id,
            preview: ctx.storage.url(colored.previewKey),
            photo: ctx.storage.url(colored.photoKey),
          }
        : null,
    user: { name: owner.name, stripe_id: owner.stripeId },
    colored_count: page.coloredCount,
    favorited_count: page.favoritedCount,
    is_colored: Boolean(colored?.id),
    is_favorited: row.favoritedBy !== null,
    is_owner: page.userId === meId,
    blocked: page.blocked,
    trending: !page.blocked && page.trendingScore >= threshold,
    created_at: page.createdAt.toISOString(),
  };
}

/** The page row by id (null for a missing page or a malformed id), blocked or not. */
export async function findPageRow(db: Executor, pageId: string) {
  if (!isUuid(pageId)) return null;
  const [row] = await db.select().from(pages).where(eq(pages.id, pageId));
  return row ?? null;
}

/** One page as `meId` sees it, without visibility checks (callers have made them). */
export async function pageViewById(ctx: AppContext, meId: string, pageId: string): Promise<Page> {
  const [row]: PageSelectRow[] = await selectPages(ctx.db, meId).where(eq(pages.id, pageId));
  if (!row) throw new Error(`page ${pageId} vanished`);
  return toPageView(ctx, row, meId);
}
