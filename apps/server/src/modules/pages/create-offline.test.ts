import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { pageSchema, type Page } from '@huebook/shared/schemas/page';
import { PROMPT_MAX_LENGTH, promptSchema } from '@huebook/shared/schemas/page-create';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { credits, pages } from '../../db/schema.ts';
import { isPureBlackAndWhite, readPixels } from '../../providers/line-art/pixel-census.ts';
import { body, createUser, setupTestApp, type TestApp, type TestUser } from '../../test/app.ts';

import { refundPageCreation, titleFromPrompt } from './create-service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp(); // no OpenAI key: the offline generator draws
});
afterAll(async () => {
  await t?.close();
});

function createAiPage(user: TestUser | null, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/pages/create',
    headers: user?.headers ?? {},
    payload: payload as Record<string, unknown>,
  });
}
async function creditOf(userId: string) {
  const [row] = await t.db.select().from(credits).where(eq(credits.userId, userId));
  return row?.pageCreation;
}
const files = () => readdir(path.join(t.dataDir, 'uploads')).catch(() => [] as string[]);
const pagesOf = (userId: string) => t.db.select().from(pages).where(eq(pages.userId, userId));
/** The stored file behind a `/uploads/<key>` URL, read from disk. */
const storedFile = (url: string) => readFile(path.join(t.dataDir, 'uploads', path.basename(url)));

describe('POST /api/pages/create offline', () => {
  it('draws an offline page, the same illustration for the same prompt, one credit each time', async () => {
    const me = await createUser(t);
    const made: Page[] = [];
    for (const expected of [2, 1]) {
      const response = await createAiPage(me, { prompt: 'A happy cat reading a book in the garden' });
      expect(response.statusCode, response.body).toBe(200);
      made.push(pageSchema.parse(body(response).data));
      expect(await creditOf(me.user.id)).toBe(expected);
    }
    const [first, second] = made as [Page, Page];
    expect(first).toMatchObject({
      title: 'A happy cat reading a book in the garden',
      prompt: 'A happy cat reading a book in the garden',
      source: 'ai',
      generator: 'offline',
      is_owner: true,
      colored: null,
    });
    expect(second.id).not.toBe(first.id);
    expect(second.illustration).not.toBe(first.illustration);
    const [a, b] = await Promise.all([storedFile(first.illustration), storedFile(second.illustration)]);
    expect(b.equals(a)).toBe(true);
    expect(await sharp(a).metadata()).toMatchObject({ format: 'png', width: 1024, height: 1024 });
    expect(isPureBlackAndWhite(await readPixels(a))).toBe(true);
    const thumbnail = await storedFile(first.thumbnail);
    expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(await pagesOf(me.user.id)).toHaveLength(2);
  });

  it('draws another page for another seed ("Try another"), the same for the same seed, and records it', async () => {
    const me = await createUser(t);
    await t.db.update(credits).set({ pageCreation: 5 }).where(eq(credits.userId, me.user.id));
    const prompt = 'A friendly dragon reading a book under an apple tree';
    const make = async (payload: Record<string, unknown>) => {
      const response = await createAiPage(me, { prompt, ...payload });
      expect(response.statusCode, response.body).toBe(200);
      return pageSchema.parse(body(response).data);
    };
    const [seven, againSeven, eight] = [
      await make({ seed: 7 }),
      await make({ seed: 7 }),
      await make({ seed: 8 }),
    ];
    expect(seven.generation).toMatchObject({ method: 'library', seed: 7 });
    expect(seven.generation?.drawings?.length).toBeGreaterThan(0);
    expect(eight.generation).toMatchObject({ method: 'library', seed: 8 });
    const [a, b, c] = await Promise.all(
      [seven, againSeven, eight].map((page) => storedFile(page.illustration)),
    );
    expect((b as Buffer).equals(a as Buffer)).toBe(true);
    expect((c as Buffer).equals(a as Buffer)).toBe(false);
    const simple = await make({ seed: 7, detail: 'simple' });
    expect(simple.generation).toMatchObject({ method: 'library', seed: 7, detail: 'simple' });
  });

  it('records what the prompt named that the library cannot draw, and the read endpoint returns it', async () => {
    const me = await createUser(t);
    // The library has no quokka (a cat it has): the page shows what it has and says so.
    const response = await createAiPage(me, { prompt: 'A quokka in the garden' });
    expect(response.statusCode, response.body).toBe(200);
    const made = pageSchema.parse(body(response).data);
    const missing = { subjects: ['a quokka'], shows: expect.stringMatching(/ in the garden$/) as unknown };
    expect(made.generation).toMatchObject({ method: 'library', missing });
    const [row] = await t.db.select().from(pages).where(eq(pages.id, made.id));
    expect(row?.generation).toMatchObject({ missing });
    const read = await t.app.inject({ url: `/api/pages/${made.id}/read`, headers: me.headers });
    expect(read.statusCode).toBe(200);
    expect(pageSchema.parse(body(read).data).generation).toMatchObject({ missing });

    const cat = await createAiPage(me, { prompt: 'A cat in the garden' });
    expect(cat.statusCode, cat.body).toBe(200);
    expect(pageSchema.parse(body(cat).data).generation).not.toHaveProperty('missing');
  });

  it('refuses a bad seed or detail with 400 naming the field, spending nothing', async () => {
    const me = await createUser(t);
    for (const [payload, field] of [
      [{ seed: -1 }, 'seed'],
      [{ seed: 1.5 }, 'seed'],
      [{ seed: '7' }, 'seed'],
      [{ seed: 2 ** 31 }, 'seed'],
      [{ detail: 'extreme' }, 'detail'],
    ] as const) {
      const response = await createAiPage(me, { prompt: 'A cat in the garden', ...payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(response)).toMatchObject({ code: 'INVALID_INPUT', issues: [{ path: field }] });
    }
    expect(await creditOf(me.user.id)).toBe(3);
  });

  it('answers 403 NO_CREDITS with none left, storing nothing', async () => {
    const me = await createUser(t);
    await t.db.update(credits).set({ pageCreation: 0 }).where(eq(credits.userId, me.user.id));
    const before = await files();
    const response = await createAiPage(me, { prompt: 'A rocket in space' });
    expect(response.statusCode).toBe(403);
    expect(body(response)).toEqual({
      code: 'NO_CREDITS',
      message: 'No credits available. Upgrade your plan to continue.',
    });
    expect(await creditOf(me.user.id)).toBe(0);
    expect(await files()).toEqual(before);
    expect(await pagesOf(me.user.id)).toHaveLength(0);
  });

  it('refuses a missing, empty, short or overlong prompt with 400, spending nothing', async () => {
    const me = await createUser(t);
    const before = await files();
    const cases: [unknown, string][] = [
      [{}, 'Describe the page to create'],
      [{ prompt: '' }, 'Describe the page in at least 3 characters'],
      [{ prompt: '   \n\t ' }, 'Describe the page in at least 3 characters'],
      [{ prompt: ' ab ' }, 'Describe the page in at least 3 characters'],
      [{ prompt: 42 }, 'Describe the page to create'],
      [{ prompt: 'x'.repeat(PROMPT_MAX_LENGTH + 1) }, 'The prompt is too long (500 characters at most)'],
    ];
    for (const [payload, message] of cases) {
      const response = await createAiPage(me, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(response)).toMatchObject({ code: 'INVALID_INPUT', issues: [{ path: 'prompt', message }] });
    }
    expect(await creditOf(me.user.id)).toBe(3);
    expect(await files()).toEqual(before);
    expect(await pagesOf(me.user.id)).toHaveLength(0);
  });

  it('accepts a prompt of exactly 500 characters (after trimming), titled with its first words', async () => {
    const me = await createUser(t);
    const prompt = `A dragon ${'and a castle '.repeat(40)}`.slice(0, PROMPT_MAX_LENGTH);
    const response = await createAiPage(me, { prompt: `  ${prompt}  ` });
    expect(response.statusCode, response.body).toBe(200);
    const page = pageSchema.parse(body(response).data);
    expect(page.prompt).toBe(prompt.trim());
    expect(page.title.length).toBeLessThanOrEqual(81);
    expect(page.title).toMatch(/^A dragon and a castle .*…$/);
  });

  it('answers 403 FORBIDDEN to admins and 401 without a session, spending nothing', async () => {
    const admin = await createUser(t, { admin: true });
    const forbidden = await createAiPage(admin, { prompt: 'A cat in the garden' });
    expect(forbidden.statusCode).toBe(403);
    expect(body(forbidden)).toEqual({ code: 'FORBIDDEN', message: 'Admins cannot create pages.' });
    expect(await creditOf(admin.user.id)).toBe(3);
    expect(await pagesOf(admin.user.id)).toHaveLength(0);
    expect((await createAiPage(null, { prompt: 'A cat in the garden' })).statusCode).toBe(401);
  });
});

describe('GET /api/pages/prompt/generate offline', () => {
  it('answers varied, valid, child-friendly prompts', async () => {
    const me = await createUser(t);
    const prompts = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const response = await t.app.inject({ url: '/api/pages/prompt/generate', headers: me.headers });
      expect(response.statusCode).toBe(200);
      const { prompt } = body(response).data as { prompt: string };
      expect(promptSchema.safeParse(prompt).success, prompt).toBe(true);
      prompts.add(prompt);
    }
    expect(prompts.size).toBeGreaterThanOrEqual(3);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ url: '/api/pages/prompt/generate' })).statusCode).toBe(401);
  });

  it('answers 429 RATE_LIMITED past 20 suggestions a minute for one user, not for another', async () => {
    const [me, other] = [await createUser(t), await createUser(t)];
    const ask = (user: typeof me) =>
      t.app.inject({ url: '/api/pages/prompt/generate', headers: user.headers });
    const statuses = [];
    for (let i = 0; i < 20; i++) statuses.push((await ask(me)).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const limited = await ask(me);
    expect(limited.statusCode).toBe(429);
    expect(body(limited).code).toBe('RATE_LIMITED');
    expect((await ask(other)).statusCode).toBe(200);
  });
});

describe('refundPageCreation', () => {
  it('gives one credit back, never past the plan limit', async () => {
    const me = await createUser(t); // free plan: 3 page creations
    await t.db.update(credits).set({ pageCreation: 1 }).where(eq(credits.userId, me.user.id));
    await refundPageCreation(t.db, me.user.id);
    expect(await creditOf(me.user.id)).toBe(2);
    await refundPageCreation(t.db, me.user.id);
    await refundPageCreation(t.db, me.user.id);
    expect(await creditOf(me.user.id)).toBe(3);
  });
});

describe('titleFromPrompt', () => {
  it('makes one capitalised line without trailing punctuation', () => {
    expect(titleFromPrompt('a cat\non a mat!!')).toBe('A cat on a mat');
    expect(titleFromPrompt('...')).toBe('AI page');
  });
});
