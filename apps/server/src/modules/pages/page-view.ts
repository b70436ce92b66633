import type { Page } from '@huebook/shared/schemas/page';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { coloreds, favorites, pages, users } from '../../db/schema.ts';

/** A page is trending with a score of at least 3 among the top 20 (DESIGN.md "Sorts"). */
export const TRENDING_MIN_SCORE = 3;
export const TRENDING_TOP = 20;

const myColored = alias(coloreds, 'my_colored');
const myFavorite = alias(favorites, 'my_favorite');

/**
 * The select behind every page answer: the page, its owner, and the current user's colored
 * page and favorite (left joins on their unique keys, so one row per page).
 */
export function selectPages(db: Executor, meId: string) {
  return db
    .select({
      page: pages,
      owner: { id: users.id, name: users.name, stripeId: users.stripeId },
      colored: { id: myColored.id, previewKey: myColored.previewKey, photoKey: myColored.photoKey },
      favoritedBy: myFavorite.userId,
    })
    .from(pages)
    .innerJoin(users, eq(users.id, pages.userId))
    .leftJoin(myColored, and(eq(myColored.pageId, pages.id), eq(myColored.userId, meId)))
    .leftJoin(myFavorite, and(eq(myFavorite.pageId, pages.id), eq(myFavorite.userId, meId)));
}
export { myColored, myFavorite };

export type PageSelectRow = Awaited<ReturnType<ReturnType<typeof selectPages>['execute']>>[number];

/**
 * The lowest trending score that is still in the top 20 (index scan on the trending index),
 * floored at TRENDING_MIN_SCORE.
 */
export async function trendingThreshold(db: Executor): Promise<number> {
  const [row] = await db
    .select({ score: pages.trendingScore })
    .from(pages)
    .where(sql`NOT ${pages.blocked}`)
    .orderBy(desc(pages.trendingScore), desc(pages.id))
    .offset(TRENDING_TOP - 1)
    .limit(1);
  return Math.max(TRENDING_MIN_SCORE, row?.score ?? TRENDING_MIN_SCORE);
}

/** The API shape of a page (pageSchema) for the user `meId`. */
export function toPageView(ctx: AppContext, row: PageSelectRow, meId: string, threshold: number): Page {
  const { page, owner, colored } = row;
  return {
    id: page.id,
    title: page.title,
    prompt: page.prompt,
    source: page.source,
    generator: page.generator,
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
    user: { id: owner.id, name: owner.name, stripe_id: owner.stripeId },
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
