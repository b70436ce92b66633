import { randomUUID } from 'node:crypto';

import { DEFAULT_DETAIL_LEVEL, type DetailLevel } from '@huebook/shared/constants';
import type { NumberPalette } from '@huebook/shared/schemas/number-palette';
import type { Page, PageGeneration } from '@huebook/shared/schemas/page';
import type { FastifyBaseLogger } from 'fastify';

import type { UserWithPlan } from '../../auth/user-view.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { pages } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { spendCredit } from '../../lib/credits.ts';
import { readOpenAiSettings, type OpenAiSettings } from '../../providers/images/select.ts';
import { convertToLineArt } from '../../providers/line-art/convert.ts';
import { finalizePage, type FinalPage } from '../../providers/line-art/finalize.ts';
import { ImageInputError } from '../../providers/line-art/image-input-error.ts';
import { makeNumberPalette } from '../../providers/line-art/number-palette.ts';
import { createOpenAiClient } from '../../providers/openai/client.ts';
import { PROVIDER_MESSAGES } from '../../providers/openai/errors.ts';
import { openAiPhotoLineArt, photoForOpenAi } from '../../providers/openai/photo-line-art.ts';

import { refundPageCreation } from './create-service.ts';
import { readPage } from './service.ts';

/** What POST /pages/upload asks for besides the picture. */
export interface UploadInput {
  picture: Buffer;
  title: string;
  /** Turn the picture into line art (else it is thresholded as it is). */
  lineArt?: boolean;
  /** Regions of the converted page; default medium. */
  detail?: DetailLevel;
}

/** A page's pictures and how they were made. */
interface MadePage {
  images: FinalPage;
  generator: 'openai' | 'offline' | null;
  generation: PageGeneration;
  /** The photo's colours per region, for color by number (offline photo conversions only). */
  numberPalette?: NumberPalette | null;
}

/**
 * POST /pages/upload: turns a picture into a page (1024² black-and-white illustration, 512 px
 * WebP thumbnail), kept as it is (thresholded) or, with `lineArt`, converted to a coloring page:
 * by OpenAI's image edit when a key is set, else (or when OpenAI fails or refuses) by the
 * offline colour-segmentation pipeline at `detail`. `generation` on the page says which.
 *
 * Offline, the picture is converted before anything is spent, then the credit, the stored files
 * and the page row succeed or fail together. With OpenAI the picture is checked, then the
 * credit is spent before the paid call and refunded if no page results.
 * @throws AppError FORBIDDEN (admins), NO_CREDITS; ImageInputError UNSUPPORTED_MEDIA_TYPE,
 *   IMAGE_TOO_LARGE (nothing spent, nothing stored).
 */
export async function createUploadedPage(
  ctx: AppContext,
  me: UserWithPlan,
  input: UploadInput,
  options: { signal?: AbortSignal; log?: FastifyBaseLogger } = {},
): Promise<Page> {
  if (me.user.admin) throw new AppError('FORBIDDEN', 'Admins cannot create pages.');
  const detail = input.detail ?? DEFAULT_DETAIL_LEVEL;
  const openAi = input.lineArt ? await readOpenAiSettings(ctx) : null;
  if (!openAi) {
    const made = await makeOffline(input.picture, input.lineArt ?? false, detail, false);
    const id = randomUUID();
    await ctx.db.transaction(async (tx) => {
      await spendCredit(tx, me.user.id, 'page_creation');
      await storePage(ctx, tx, me, id, input, made);
    });
    return readPage(ctx, me, id);
  }

  const photo = await photoForOpenAi(input.picture);
  await spendCredit(ctx.db, me.user.id, 'page_creation');
  const id = randomUUID();
  try {
    const made = await makeWithOpenAi(ctx, me, openAi, input.picture, photo, detail, options);
    await storePage(ctx, ctx.db, me, id, input, made);
  } catch (error) {
    await refundPageCreation(ctx.db, me.user.id).catch((refundError: unknown) =>
      (options.log ?? ctx.log).error({ err: refundError }, 'upload credit refund failed'),
    );
    throw error;
  }
  return readPage(ctx, me, id);
}

/** The page offline: converted by colour segmentation, or kept as it is. */
async function makeOffline(
  picture: Buffer,
  lineArt: boolean,
  detail: DetailLevel,
  fallback: boolean,
): Promise<MadePage> {
  if (!lineArt)
    return { images: await finalizePage(picture), generator: null, generation: { method: 'kept' } };
  const images = await finalizePage(await convertToLineArt(picture, detail));
  return {
    images,
    generator: 'offline',
    generation: { method: 'photo', detail, ...(fallback ? { fallback: true } : {}) },
    // Color by number is a bonus: a palette that cannot be made never stops the page.
    numberPalette: await makeNumberPalette(picture, images.illustration).catch(() => null),
  };
}

/**
 * The page by OpenAI's image edit; when OpenAI fails, refuses the photo or sends no usable
 * picture, the offline conversion makes it instead (`fallback: true`). A canceled request
 * (the client left) is not retried offline.
 */
async function makeWithOpenAi(
  ctx: AppContext,
  me: UserWithPlan,
  openAi: OpenAiSettings,
  original: Buffer,
  photo: Buffer,
  detail: DetailLevel,
  options: { signal?: AbortSignal; log?: FastifyBaseLogger },
): Promise<MadePage> {
  const log = options.log ?? ctx.log;
  try {
    const client = createOpenAiClient(ctx.config, openAi.apiKey);
    const drawn = await openAiPhotoLineArt(client, openAi.model, photo, log, {
      endUser: me.user.id,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    return {
      images: await finalizePage(drawn, { clean: true }),
      generator: 'openai',
      generation: { method: 'openai' },
    };
  } catch (error) {
    const isCanceled = error instanceof AppError && error.message === PROVIDER_MESSAGES.canceled;
    if (isCanceled || !(error instanceof AppError || error instanceof ImageInputError)) throw error;
    log.warn({ err: error }, 'OpenAI could not convert the photo; converting it offline');
    return makeOffline(original, true, detail, true);
  }
}

/**
 * Stores the page's files and inserts its row with `db` (the caller's transaction, or the
 * pool); removes the files if anything fails, then throws again.
 */
async function storePage(
  ctx: AppContext,
  db: Executor,
  me: UserWithPlan,
  id: string,
  input: UploadInput,
  made: MadePage,
): Promise<void> {
  const illustrationKey = `${id}.png`;
  const thumbnailKey = `${id}-thumb.webp`;
  try {
    await ctx.storage.put(illustrationKey, made.images.illustration, 'image/png');
    await ctx.storage.put(thumbnailKey, made.images.thumbnail, 'image/webp');
    await db.insert(pages).values({
      id,
      userId: me.user.id,
      title: input.title,
      source: 'upload',
      generator: made.generator,
      generation: made.generation,
      numberPalette: made.numberPalette ?? null,
      illustrationKey,
      thumbnailKey,
    });
  } catch (error) {
    await Promise.all([ctx.storage.delete(illustrationKey), ctx.storage.delete(thumbnailKey)]).catch(
      () => undefined,
    );
    throw error;
  }
}
