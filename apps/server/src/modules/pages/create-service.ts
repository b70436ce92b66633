import { randomUUID } from 'node:crypto';

import type { DetailLevel } from '@huebook/shared/constants';
import type { Page, PageGeneration } from '@huebook/shared/schemas/page';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { UserWithPlan } from '../../auth/user-view.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { credits, pages, plans, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { spendCredit } from '../../lib/credits.ts';
import type { GeneratedImage } from '../../providers/images/provider.ts';
import { readOpenAiSettings, selectImageProvider } from '../../providers/images/select.ts';
import { finalizePage, type FinalPage } from '../../providers/line-art/finalize.ts';
import { ImageInputError } from '../../providers/line-art/image-input-error.ts';
import { suggestPrompt } from '../../providers/offline/prompt-ideas.ts';
import { createOpenAiClient } from '../../providers/openai/client.ts';
import { PROVIDER_MESSAGES } from '../../providers/openai/errors.ts';
import { openAiPromptIdea } from '../../providers/openai/prompt-ideas.ts';

import { readPage } from './service.ts';

/** Longest title made from a prompt, characters; longer prompts are cut at a word. */
const MAX_TITLE_LENGTH = 80;

/** A page title from a prompt: one line, trailing punctuation dropped, capitalised, cut at a word. */
export function titleFromPrompt(prompt: string): string {
  let title = prompt
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f\s]+/g, ' ')
    .trim()
    .replace(/[.!?,;:\s]+$/, '');
  if (title.length > MAX_TITLE_LENGTH) {
    const cut = title.lastIndexOf(' ', MAX_TITLE_LENGTH);
    title = `${title.slice(0, cut > 20 ? cut : MAX_TITLE_LENGTH).trimEnd()}…`;
  }
  if (!title) return 'AI page';
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/**
 * Gives back the page_creation credit spent on a page that was not made. One UPDATE, capped at
 * the plan's limit: if the period was reset while the provider worked, the user is not paid
 * twice.
 */
export async function refundPageCreation(db: Executor, userId: string): Promise<void> {
  await db
    .update(credits)
    .set({ pageCreation: sql`${credits.pageCreation} + 1` })
    .where(
      and(
        eq(credits.userId, userId),
        lt(
          credits.pageCreation,
          sql`(SELECT ${plans.pageCreationLimit} FROM ${users} JOIN ${plans} ON ${plans.id} = ${users.planId}
               WHERE ${users.id} = ${userId})`,
        ),
      ),
    );
}

/**
 * finalizePage for a provider's picture (`clean` for drawings made elsewhere): an unreadable
 * picture is the provider's fault (502).
 */
async function finalizeGenerated(image: Buffer, log: FastifyBaseLogger, clean: boolean): Promise<FinalPage> {
  try {
    return await finalizePage(image, { clean });
  } catch (error) {
    if (!(error instanceof ImageInputError)) throw error;
    log.warn({ err: error }, 'image provider sent an unreadable picture');
    throw new AppError('PROVIDER_ERROR', PROVIDER_MESSAGES.noPicture);
  }
}

/**
 * POST /pages/create: an AI page from a prompt (DESIGN.md "Page creation", "Credits"); `seed`
 * and `detail` steer the offline generator ("Try another" sends a new seed).
 * Spends one page_creation credit (atomic UPDATE), asks the image provider (OpenAI or offline),
 * passes the picture through finalizePage (pure black and white 1024², 512 px WebP thumbnail),
 * stores both and inserts the page. No transaction is held open across the provider call, which
 * can take a minute; when anything after the spend fails, the stored files are removed and the
 * credit is refunded.
 * @throws AppError FORBIDDEN (admins), NO_CREDITS, and the provider's INVALID_INPUT (refused
 *   prompt), RATE_LIMITED, PROVIDER_ERROR.
 */
export async function createAiPage(
  ctx: AppContext,
  me: UserWithPlan,
  input: { prompt: string; seed?: number | undefined; detail?: DetailLevel | undefined },
  options: { signal?: AbortSignal; log?: FastifyBaseLogger } = {},
): Promise<Page> {
  if (me.user.admin) throw new AppError('FORBIDDEN', 'Admins cannot create pages.');
  const log = options.log ?? ctx.log;
  const provider = await selectImageProvider(ctx, log);
  await spendCredit(ctx.db, me.user.id, 'page_creation');

  const id = randomUUID();
  const illustrationKey = `${id}.png`;
  const thumbnailKey = `${id}-thumb.webp`;
  try {
    const generated = await provider.generate(input.prompt, {
      endUser: me.user.id,
      ...(options.signal ? { signal: options.signal } : {}),
      ...(input.seed !== undefined ? { seed: input.seed } : {}),
      ...(input.detail !== undefined ? { detail: input.detail } : {}),
    });
    // OpenAI's drawings get the clean-up our own pages have by construction.
    const page = await finalizeGenerated(generated.image, log, generated.generator === 'openai');
    await ctx.storage.put(illustrationKey, page.illustration, 'image/png');
    await ctx.storage.put(thumbnailKey, page.thumbnail, 'image/webp');
    await ctx.db.insert(pages).values({
      id,
      userId: me.user.id,
      title: generated.title ?? titleFromPrompt(input.prompt),
      prompt: input.prompt,
      source: 'ai',
      generator: generated.generator,
      generation: generationOf(generated, input),
      illustrationKey,
      thumbnailKey,
    });
  } catch (error) {
    await Promise.all([
      ctx.storage.delete(illustrationKey),
      ctx.storage.delete(thumbnailKey),
      refundPageCreation(ctx.db, me.user.id),
    ]).catch((cleanupError: unknown) => log.error({ err: cleanupError }, 'page creation cleanup failed'));
    throw error;
  }
  return readPage(ctx, me, id);
}

/** What a page from a prompt records of how it was made (`PageGeneration`). */
function generationOf(
  generated: GeneratedImage,
  input: { seed?: number | undefined; detail?: DetailLevel | undefined },
): PageGeneration {
  if (generated.generator === 'openai') return { method: 'openai' };
  return {
    method: 'library',
    seed: input.seed ?? 0,
    ...(input.detail ? { detail: input.detail } : {}),
    drawings: generated.drawings ?? [],
    // What the prompt named that the library cannot draw: the coloring screen says so.
    ...(generated.missing ? { missing: generated.missing } : {}),
  };
}

/**
 * GET /pages/prompt/generate: a child-friendly page idea. OpenAI's chat API when a key is set;
 * the offline word lists when none is, or when OpenAI fails or answers something unusable
 * (an idea is a convenience: it never fails the screen).
 */
export async function suggestPagePrompt(ctx: AppContext, log: FastifyBaseLogger = ctx.log): Promise<string> {
  const openAi = await readOpenAiSettings(ctx);
  if (openAi) {
    try {
      const client = createOpenAiClient(ctx.config, openAi.apiKey);
      const idea = await openAiPromptIdea(client, { timeoutMs: ctx.config.openaiTimeoutMs });
      if (idea) return idea;
      log.warn('prompt idea from OpenAI was unusable; using an offline idea');
    } catch (error) {
      log.warn({ err: error }, 'prompt idea from OpenAI failed; using an offline idea');
    }
  }
  return suggestPrompt();
}
