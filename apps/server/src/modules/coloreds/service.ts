import { randomUUID } from 'node:crypto';

import { isUuid } from '@huebook/shared/api/contract';
import type { Paginated } from '@huebook/shared/schemas/api';
import type { Colored } from '@huebook/shared/schemas/colored';
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';

import type { UserWithPlan } from '../../auth/user-view.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { coloreds, pages, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { spendCredit } from '../../lib/credits.ts';
import { composePreview } from '../../lib/images.ts';
import { likePattern, newestFirst, newestFirstPage, paginate } from '../../lib/pagination.ts';
import { requireOwnUpload } from '../../lib/uploads.ts';

import { decodeReplayLog, replayLogKey } from './replay-log.ts';

function selectColoreds(db: Executor) {
  return db
    .select({
      colored: coloreds,
      page: {
        id: pages.id,
        title: pages.title,
        illustrationKey: pages.illustrationKey,
        thumbnailKey: pages.thumbnailKey,
      },
      user: { id: users.id, name: users.name, email: users.email },
    })
    .from(coloreds)
    .innerJoin(pages, eq(pages.id, coloreds.pageId))
    .innerJoin(users, eq(users.id, coloreds.userId));
}
type ColoredSelectRow = Awaited<ReturnType<ReturnType<typeof selectColoreds>['execute']>>[number];

/** The API shape of a colored page (coloredSchema). */
function toColoredView(ctx: AppContext, row: ColoredSelectRow): Colored {
  return {
    id: row.colored.id,
    page: {
      id: row.page.id,
      title: row.page.title,
      illustration: ctx.storage.url(row.page.illustrationKey),
      thumbnail: ctx.storage.url(row.page.thumbnailKey),
    },
    photo: ctx.storage.url(row.colored.photoKey),
    preview: ctx.storage.url(row.colored.previewKey),
    user: row.user,
    created_at: row.colored.createdAt.toISOString(),
    updated_at: row.colored.updatedAt.toISOString(),
  };
}

/**
 * PATCH /coloreds/upsert: saves the user's drawing layer for a page and composes its preview.
 * The first save of a page the user does not own spends one public_page credit, in the same
 * transaction as the insert: the unique (user, page) index makes concurrent first saves wait
 * for each other, so only one of them inserts and spends. colored_count and popularity grow
 * only on insert. The replay log, when sent, is stored beside the layer (replay-log.ts); a save
 * without one removes the log of the layer it replaces.
 * @throws AppError NOT_FOUND (page), FORBIDDEN (admins), INVALID_INPUT (photo not the user's
 *   PNG upload, log not a replay log), TOO_LARGE (log past 1 MiB), NO_CREDITS.
 */
export async function upsertColored(
  ctx: AppContext,
  me: UserWithPlan,
  input: { pageId: string; photo: string; log?: string | undefined },
): Promise<Colored> {
  if (me.user.admin) throw new AppError('FORBIDDEN', 'Admins cannot color pages.');
  const log = input.log === undefined ? null : decodeReplayLog(input.log);
  const [page] = isUuid(input.pageId)
    ? await ctx.db.select().from(pages).where(eq(pages.id, input.pageId))
    : [];
  const isOwner = page?.userId === me.user.id;
  if (!page || (page.blocked && !isOwner)) throw new AppError('NOT_FOUND', 'Page not found');
  const upload = await requireOwnUpload(ctx.db, me.user.id, input.photo, 'photo');
  if (upload.contentType !== 'image/png') {
    const message = 'The drawing layer must be a PNG picture.';
    throw new AppError('INVALID_INPUT', message, [{ path: 'photo', message }]);
  }

  const [drawing, illustration] = await Promise.all([
    ctx.storage.get(upload.key),
    ctx.storage.get(page.illustrationKey),
  ]);
  const preview = await composePreview(illustration, drawing);
  const previewKey = `${randomUUID()}.webp`;
  await ctx.storage.put(previewKey, preview, 'image/webp');
  const logKey = replayLogKey(ctx, upload.key);
  if (log) await ctx.storage.put(logKey, log, 'application/octet-stream');
  else await ctx.storage.delete(logKey);

  let replacedPreview: string | null = null;
  let replacedPhoto: string | null = null;
  let coloredId: string;
  try {
    coloredId = await ctx.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(coloreds)
        .values({ userId: me.user.id, pageId: page.id, photoKey: upload.key, previewKey })
        .onConflictDoNothing({ target: [coloreds.userId, coloreds.pageId] })
        .returning({ id: coloreds.id });
      if (inserted) {
        if (!isOwner) await spendCredit(tx, me.user.id, 'public_page');
        await tx
          .update(pages)
          .set({ coloredCount: sql`${pages.coloredCount} + 1`, popularity: sql`${pages.popularity} + 1` })
          .where(eq(pages.id, page.id));
        return inserted.id;
      }
      const where = and(eq(coloreds.userId, me.user.id), eq(coloreds.pageId, page.id));
      const [previous] = await tx.select().from(coloreds).where(where).for('update');
      if (!previous) throw new Error('colored row vanished during upsert');
      replacedPreview = previous.previewKey;
      replacedPhoto = previous.photoKey;
      await tx.update(coloreds).set({ photoKey: upload.key, previewKey, updatedAt: new Date() }).where(where);
      return previous.id;
    });
  } catch (error) {
    await ctx.storage.delete(previewKey).catch(() => undefined);
    if (log) await ctx.storage.delete(logKey).catch(() => undefined);
    throw error;
  }
  if (replacedPhoto && replacedPhoto !== upload.key) {
    await ctx.storage.delete(replayLogKey(ctx, replacedPhoto)).catch(() => undefined);
  }
  if (replacedPreview && replacedPreview !== previewKey) {
    await ctx.storage.delete(replacedPreview).catch(() => undefined);
  }
  const [row] = await selectColoreds(ctx.db).where(eq(coloreds.id, coloredId));
  if (!row) throw new Error('saved colored page not found');
  return toColoredView(ctx, row);
}

/** GET /coloreds/paginate: the user's colored pages newest first (admins: everyone's). */
export async function listColoreds(
  ctx: AppContext,
  me: UserWithPlan,
  query: { page: number; search: string; cursor?: string | undefined },
): Promise<Paginated<Colored>> {
  const conditions: (SQL | undefined)[] = [];
  if (!me.user.admin) conditions.push(eq(coloreds.userId, me.user.id));
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      me.user.admin
        ? or(ilike(pages.title, pattern), ilike(users.name, pattern), ilike(users.email, pattern))
        : ilike(pages.title, pattern),
    );
  }
  const keyset = newestFirst(coloreds.createdAt, coloreds.id, query.cursor);
  conditions.push(keyset.after);
  const rows = await newestFirstPage(
    selectColoreds(ctx.db)
      .where(and(...conditions))
      .$dynamic(),
    keyset,
    query.page,
  );
  return paginate(
    rows,
    query.page,
    (row) => toColoredView(ctx, row),
    (row) => ({ value: row.colored.createdAt.toISOString(), id: row.colored.id }),
  );
}
